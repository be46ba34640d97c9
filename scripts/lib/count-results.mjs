#!/usr/bin/env node
// Counts test results from a runner's report file and prints "PASSED FAILED SKIPPED".
//   node scripts/lib/count-results.mjs gtest  FILE   GoogleTest --gtest_output=json:FILE
//   node scripts/lib/count-results.mjs vitest FILE   vitest --reporter=json --outputFile=FILE
//   node scripts/lib/count-results.mjs tap    FILE   node --test --test-reporter=tap
// A missing or unreadable report prints "0 1 0": the suite did not run to the end, which is a
// failure, never a silent pass.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);

function gtest(text) {
  const report = JSON.parse(text);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const suite of report.testsuites ?? []) {
    for (const t of suite.testsuite ?? []) {
      if ((t.failures ?? []).length > 0) failed++;
      else if (t.status === 'NOTRUN' || t.result === 'SKIPPED' || t.result === 'SUPPRESSED') skipped++;
      else passed++;
    }
  }
  return [passed, failed, skipped];
}

function vitest(text) {
  const report = JSON.parse(text);
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A test file that fails to load has no failed test inside it: count the file itself.
  for (const file of report.testResults ?? []) {
    const inner = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && inner === 0) failed++;
  }
  if (report.success === false && failed === 0) failed = 1;
  return [passed, failed, skipped];
}

function tap(text) {
  // node's TAP reporter ends with top-level summary comments: "# pass N", "# fail N", ...
  const value = (key) => {
    const all = [...text.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))];
    return all.length ? Number(all[all.length - 1][1]) : undefined;
  };
  const pass = value('pass');
  const fail = value('fail');
  if (pass === undefined || fail === undefined) throw new Error('no TAP summary');
  return [pass, fail + (value('cancelled') ?? 0), (value('skipped') ?? 0) + (value('todo') ?? 0)];
}

let result;
try {
  const text = readFileSync(file, 'utf8');
  result = { gtest, vitest, tap }[kind](text);
} catch (e) {
  process.stderr.write(`count-results: ${kind} ${file}: ${e.message}\n`);
  result = [0, 1, 0];
}
console.log(result.join(' '));
