const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
