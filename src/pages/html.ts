/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f0f0f1;color:#1d2327}
main{max-width:760px;margin:40px auto;background:#fff;padding:24px 32px;border:1px solid #c3c4c7;border-radius:4px}
h1{font-size:22px;margin-top:0}label{display:block;margin:12px 0 4px}input[type=text],input[type=password],select,textarea{width:100%;box-sizing:border-box;padding:6px;font:inherit}
button{margin:16px 8px 0 0;padding:6px 14px;font:inherit;cursor:pointer}.error{background:#fcf0f1;border-left:4px solid #d63638;padding:8px 12px}
.notice{background:#edfaef;border-left:4px solid #00a32a;padding:8px 12px}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f6f7f7;padding:12px;overflow:auto;max-height:480px}`;

/** A complete page: the shared look, `head` extras (discovery links), and the body. */
export function htmlPage(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<title>${escapeHtml(title)}</title>\n${head}<style>${STYLE}</style>\n</head>\n<body>\n<main>\n${body}\n</main>\n</body>\n</html>\n`;
}

/** Hidden inputs carrying values through a form. */
export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`)
    .join('\n');
}
