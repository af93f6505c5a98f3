import { sql, type RawBuilder } from 'kysely';
import type { PostTaxQuery, TaxClause } from '../types';
import { allOf, anyOf, not, type Condition } from './conditions';

/** Ids of the clause's terms in its taxonomy, with their descendants when the clause asks for them. */
function termIds(clause: TaxClause, terms: readonly number[]): RawBuilder<unknown> {
  const ids = sql.join([...terms]);
  if (clause.include_children !== true) {
    return sql`select term_id from terms where taxonomy = ${clause.taxonomy} and term_id in (${ids})`;
  }
  return sql`with recursive tree(id) as (
      select term_id from terms where taxonomy = ${clause.taxonomy} and term_id in (${ids})
      union
      select t.term_id from terms t inner join tree on t.parent = tree.id where t.taxonomy = ${clause.taxonomy}
    ) select id from tree`;
}

/** The post is linked to one of the terms. */
function linkedToAny(clause: TaxClause, terms: readonly number[]): Condition {
  return sql<boolean>`exists (select 1 from term_relationships tr where tr.object_id = posts.id and tr.term_id in (${termIds(clause, terms)}))`;
}

function clauseCondition(clause: TaxClause): Condition {
  if (clause.terms.length === 0) return sql<boolean>`1 = 1`;
  switch (clause.operator) {
    case 'AND': return allOf(clause.terms.map((term) => linkedToAny({ ...clause, include_children: false }, [term])));
    case 'NOT IN': return not(linkedToAny(clause, clause.terms));
    default: return linkedToAny(clause, clause.terms);
  }
}

/** A posts query's taxonomy conditions as EXISTS subqueries on the relationships (indexed by object and term). */
export function taxQueryCondition(taxQuery: PostTaxQuery | undefined): Condition | undefined {
  if (taxQuery === undefined || taxQuery.clauses.length === 0) return undefined;
  const conditions = taxQuery.clauses.map(clauseCondition);
  return taxQuery.relation === 'OR' ? anyOf(conditions) : allOf(conditions);
}
