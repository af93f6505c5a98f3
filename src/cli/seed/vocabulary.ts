/** Word lists the demo content is assembled from. */

export const FIRST_NAMES = [
  'Alice', 'Bruno', 'Chloe', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Keira', 'Liam',
  'Maya', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Samuel', 'Tara', 'Umar', 'Vera', 'Wes', 'Yara', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Andersen', 'Baptiste', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Schmidt', 'Tanaka', 'Varga',
] as const;

/** Categories with their parent's name (WordPress categories are hierarchical). */
export const CATEGORIES: ReadonlyArray<{ name: string; parent?: string; description: string }> = [
  { name: 'Engineering', description: 'How we build and run our software.' },
  { name: 'Frontend', parent: 'Engineering', description: 'Browsers, layouts and user interfaces.' },
  { name: 'Backend', parent: 'Engineering', description: 'Servers, databases and APIs.' },
  { name: 'Design', description: 'Visual design, typography and user research.' },
  { name: 'Product', description: 'Roadmaps, releases and what customers asked for.' },
  { name: 'Company', description: 'News from the team.' },
  { name: 'Events', parent: 'Company', description: 'Meetups, conferences and workshops.' },
  { name: 'Tutorials', description: 'Step-by-step guides.' },
];

export const TAGS = [
  'TypeScript', 'JavaScript', 'Node.js', 'REST', 'JSON', 'SQL', 'PostgreSQL', 'SQLite', 'Performance',
  'Security', 'Accessibility', 'Testing', 'Caching', 'Deployment', 'Open Source', 'Documentation',
  'CSS', 'Typography', 'Research', 'Release Notes', 'Hiring', 'Remote Work', 'Observability', 'APIs',
] as const;

export const ADJECTIVES = [
  'practical', 'simple', 'fast', 'reliable', 'modern', 'small', 'honest', 'careful', 'quiet', 'robust',
  'readable', 'scalable', 'friendly', 'lightweight', 'secure', 'boring', 'elegant', 'pragmatic',
] as const;

export const NOUNS = [
  'API', 'database', 'cache', 'deployment', 'test suite', 'release', 'design system', 'schema', 'server',
  'dashboard', 'migration', 'pipeline', 'team', 'workflow', 'interface', 'roadmap', 'library', 'query',
  'form', 'benchmark', 'editor', 'plugin', 'theme', 'component',
] as const;

export const VERBS = [
  'build', 'ship', 'test', 'measure', 'simplify', 'document', 'debug', 'scale', 'secure', 'refactor',
  'design', 'monitor', 'review', 'migrate', 'speed up',
] as const;

/** Sentence frames for body text; {a} adjective, {n} noun, {v} verb. */
export const SENTENCES = [
  'A {a} {n} is easier to {v} than a clever one.',
  'We spent the last few weeks trying to {v} our {n}, and the results surprised us.',
  'Most teams underestimate how much a {a} {n} saves them later.',
  'The first step is to {v} the {n} before anyone depends on it.',
  'It turns out that the {n} was never the bottleneck.',
  'Nobody wants to {v} a {n} at two in the morning.',
  'Good defaults make a {n} feel {a} without any extra work.',
  'We measured everything twice, then decided to {v} the {n} anyway.',
  'Small changes to the {n} added up to a noticeably {a} experience.',
  'If you only remember one thing, make the {n} {a}.',
  'Our customers asked for a {a} {n}, so we set out to {v} one.',
  'The trade-off is worth it when the {n} has to stay {a} for years.',
  'Writing it down helped us {v} the {n} with fewer surprises.',
  'There is no silver bullet, but a {a} {n} comes close.',
] as const;

/** Title frames; {A} capitalised adjective, {N} capitalised noun, {V} capitalised verb, {k} a small number. */
export const TITLES = [
  'How to {v} a {a} {n}',
  '{k} ways to {v} your {n}',
  'Why your {n} should be {a}',
  'The {a} guide to {n}s',
  'Notes on building a {a} {n}',
  'What we learned when we tried to {v} our {n}',
  'A {a} {n} in {k} steps',
  'Lessons from a year of {n} work',
  'Stop trying to {v} the {n}',
  'Designing a {a} {n} from scratch',
] as const;

export const PAGE_TITLES = [
  'About', 'Contact', 'Team', 'Careers', 'Privacy Policy', 'Terms of Service', 'FAQ', 'Press', 'Partners',
  'Pricing', 'Support', 'Roadmap', 'Security', 'Accessibility Statement', 'Imprint',
] as const;

export const COMMENT_LINES = [
  'Great write-up, thanks for sharing!',
  'We ran into the same problem last year. The {n} was the culprit for us too.',
  'Could you say more about how you {v} the {n}?',
  'This is exactly the kind of {a} approach I was looking for.',
  'I disagree a little: a {n} does not always need to be {a}.',
  'Bookmarked. Looking forward to the follow-up post.',
  'Did you try to {v} the {n} before changing it?',
  'Thanks, this saved me an afternoon.',
] as const;

export const USER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
] as const;
