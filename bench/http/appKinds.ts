/** The two servers compared (kept apart from their code so the runner never loads either). */
export type AppKind = 'bare' | 'svc';
export const APP_KINDS: readonly AppKind[] = ['bare', 'svc'];
export const APP_LABELS: Record<AppKind, string> = { bare: 'bare Koa', svc: 'svc-rest' };
