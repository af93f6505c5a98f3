import { escapeHtml, htmlPage } from './html';

/**
 * The API explorer served at `/`: reads the live index, lists namespaces and
 * routes, and sends requests from the browser. When the visitor is signed in
 * (the cookie), it fetches a nonce from `/svc/v1/nonce` and sends it as
 * `X-SVC-Nonce`, so requests run as that user. Plain script, no external assets.
 */
export function explorerPage(apiRoot: string, head: string): string {
  return htmlPage('svc-rest API explorer', [
    '<h1>svc-rest API explorer</h1>',
    `<p>This site serves a REST interface at <a href="${escapeHtml(apiRoot)}"><code>${escapeHtml(apiRoot)}</code></a>`,
    ` (<a href="${escapeHtml(`${apiRoot}svc/v1/openapi.json`)}" id="openapi-link">OpenAPI description</a>).</p>`,
    '<p id="who">Checking sign-in…</p>',
    '<h2>Try a request</h2>',
    '<form id="try"><label for="method">Method</label><select id="method"><option>GET</option><option>POST</option><option>PUT</option><option>PATCH</option><option>DELETE</option><option>OPTIONS</option></select>',
    '<label for="path">Route (after the API root)</label><input type="text" id="path" value="/wp/v2/posts" />',
    '<label for="body">JSON body (POST, PUT, PATCH)</label><textarea id="body" rows="4"></textarea>',
    '<button type="submit" id="send">Send</button></form>',
    '<p id="status"></p><pre id="response"></pre>',
    '<h2>Namespaces and routes</h2><div id="routes">Loading the index…</div>',
    `<script id="explorer-root" type="application/json">${JSON.stringify(apiRoot).replace(/</g, '\\u003c')}</script>`,
    `<script>${EXPLORER_SCRIPT}</script>`,
  ].join('\n'), head);
}

const EXPLORER_SCRIPT = `
(function () {
  var root = JSON.parse(document.getElementById('explorer-root').textContent);
  var nonce = null;
  function el(tag, text) { var e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; }
  // Plain permalinks put the route in ?rest_route=, so a route's own query joins with '&'.
  function urlOf(path) { return root.indexOf('?') === -1 ? root + path : root + path.replace('?', '&'); }
  function headers(extra) { var h = extra || {}; if (nonce) h['X-SVC-Nonce'] = nonce; return h; }
  function signInLink() { return '/wp-login.php?redirect_to=' + encodeURIComponent('/'); }
  function showWho(user) {
    var who = document.getElementById('who');
    who.textContent = '';
    if (user) {
      who.appendChild(document.createTextNode('Signed in as '));
      var b = el('strong', user.name); b.id = 'user-name'; who.appendChild(b);
      who.appendChild(document.createTextNode(' — requests carry your nonce. '));
      var out = el('button', 'Sign out'); out.id = 'sign-out'; out.type = 'button';
      out.onclick = function () {
        fetch(urlOf('svc/v1/logout'), { method: 'POST', credentials: 'same-origin', headers: headers() }).then(function () { location.reload(); });
      };
      who.appendChild(out);
    } else {
      who.appendChild(document.createTextNode('Not signed in: requests run anonymously. '));
      var a = el('a', 'Sign in'); a.href = signInLink(); a.id = 'sign-in'; who.appendChild(a);
    }
  }
  function loadUser() {
    return fetch(urlOf('svc/v1/nonce'), { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) return null;
      return r.text().then(function (text) {
        nonce = text.trim();
        return fetch(urlOf('wp/v2/users/me'), { credentials: 'same-origin', headers: headers() }).then(function (me) { return me.ok ? me.json() : null; });
      });
    }).catch(function () { return null; });
  }
  // (?P<id>[\\d]+) → {id}, counting parentheses so nested groups stay inside.
  function template(route) {
    var out = '', i = 0;
    while (i < route.length) {
      var start = route.indexOf('(?P<', i);
      if (start === -1) { out += route.slice(i); break; }
      var nameEnd = route.indexOf('>', start);
      out += route.slice(i, start) + '{' + route.slice(start + 4, nameEnd) + '}';
      var depth = 0, j = start, inClass = false;
      for (; j < route.length; j++) {
        var c = route[j];
        if (c === '\\\\') { j++; continue; }
        if (inClass) { if (c === ']') inClass = false; continue; }
        if (c === '[') inClass = true;
        else if (c === '(') depth++;
        else if (c === ')' && --depth === 0) break;
      }
      i = j + 1;
    }
    return out;
  }
  function choose(route, method) {
    document.getElementById('path').value = template(route);
    document.getElementById('method').value = method;
    document.getElementById('path').focus();
  }
  function listRoutes(index) {
    var box = document.getElementById('routes');
    box.textContent = '';
    index.namespaces.forEach(function (ns) {
      var section = el('details'); section.className = 'namespace'; section.dataset.namespace = ns;
      section.appendChild(el('summary', ns));
      var list = el('ul');
      Object.keys(index.routes).forEach(function (route) {
        var data = index.routes[route];
        if (data.namespace !== ns) return;
        var item = el('li'); item.className = 'route';
        var code = el('code', route); item.appendChild(code); item.appendChild(document.createTextNode(' '));
        data.methods.forEach(function (m) {
          var btn = el('button', m); btn.type = 'button'; btn.className = 'use-route';
          btn.dataset.route = route; btn.style.margin = '0 4px 0 0';
          btn.onclick = function () { choose(route, m); };
          item.appendChild(btn);
        });
        list.appendChild(item);
      });
      section.appendChild(list);
      box.appendChild(section);
    });
  }
  document.getElementById('try').onsubmit = function (event) {
    event.preventDefault();
    var method = document.getElementById('method').value;
    var path = document.getElementById('path').value.replace(/^\\/+/, '');
    var init = { method: method, credentials: 'same-origin', headers: headers() };
    var body = document.getElementById('body').value.trim();
    if (body !== '' && method !== 'GET' && method !== 'OPTIONS') { init.body = body; init.headers['Content-Type'] = 'application/json'; }
    document.getElementById('status').textContent = 'Sending…';
    fetch(urlOf(path), init).then(function (r) {
      return r.text().then(function (text) {
        var shown = text;
        try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON */ }
        document.getElementById('status').textContent = method + ' ' + path + ' → ' + r.status + ' ' + r.statusText;
        document.getElementById('response').textContent = shown;
      });
    }).catch(function (e) { document.getElementById('status').textContent = 'Failed: ' + e; });
  };
  loadUser().then(function (user) {
    showWho(user);
    return fetch(root, { credentials: 'same-origin', headers: headers() });
  }).then(function (r) { return r.json(); }).then(listRoutes).catch(function (e) {
    document.getElementById('routes').textContent = 'Could not read the index: ' + e;
  });
})();
`;
