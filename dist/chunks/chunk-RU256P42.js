const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/run/url-text.ts
function withoutTrailingSlashes(url) {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 47) end--;
  return url.slice(0, end);
}

export {
  withoutTrailingSlashes
};
