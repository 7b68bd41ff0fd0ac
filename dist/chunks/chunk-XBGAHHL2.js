const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/agent/acp/permissions.ts
var EDIT_KINDS = /* @__PURE__ */ new Set(["read", "edit", "search"]);
var ACP_PERMISSION_MODES = ["plan", "acceptEdits", "bypassPermissions"];
function allows(mode, kinds) {
  if (mode === "bypassPermissions") return true;
  if (mode === "plan") return false;
  const known = kinds.filter((k) => k !== null);
  if (known.length === 0) return false;
  return known.every((k) => EDIT_KINDS.has(k));
}
function choosePermission(mode, kinds, options) {
  const side = allows(mode, kinds) ? "allow" : "reject";
  const pick = options.find((o) => o.kind === `${side}_once`) ?? options.find((o) => o.kind === `${side}_always`);
  return pick === void 0 ? { outcome: "cancelled" } : { outcome: "selected", optionId: pick.optionId };
}

export {
  ACP_PERMISSION_MODES,
  choosePermission
};
