//! The property document's rule table (`docs/properties.md`) cannot rot:
//! every row names a status, and every test it names exists as a `#[test]`
//! function in the named file. Generation and identification rows may
//! say `part A` / `part D` (issue 19's other parts) until merged; a row
//! "changed" for a mechanic OxHack does not have may name no test (`—`).

use std::path::{Path, PathBuf};

/// The workspace root (this crate's parent).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace").to_path_buf()
}

/// One row of the table: number, status, and the test cell.
struct Row {
    n: usize,
    status: String,
    tests: String,
}

fn rows() -> Vec<Row> {
    let text = std::fs::read_to_string(root().join("docs/properties.md")).expect("docs/properties.md");
    text.lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.trim().trim_matches('|').split('|').map(str::trim).collect();
            let n = cells.first()?.parse().ok()?;
            assert_eq!(cells.len(), 5, "row {n}: five cells expected: {l}");
            Some(Row { n, status: cells[3].to_string(), tests: cells[4].to_string() })
        })
        .collect()
}

/// Whether `file` (from the workspace root) holds a `#[test]` function
/// `name`.
fn has_test(file: &str, name: &str) -> bool {
    let Ok(text) = std::fs::read_to_string(root().join(file)) else { return false };
    let lines: Vec<&str> = text.lines().collect();
    lines.iter().enumerate().any(|(i, l)| {
        let l = l.trim_start();
        let l = l.strip_prefix("pub ").unwrap_or(l);
        l.starts_with(&format!("fn {name}(")) && lines[i.saturating_sub(3)..i].iter().any(|p| p.trim() == "#[test]")
    })
}

#[test]
fn every_row_names_a_status_and_real_tests() {
    let rows = rows();
    assert!(rows.len() >= 100, "only {} rows", rows.len());
    let mut bad = Vec::new();
    for (k, r) in rows.iter().enumerate() {
        if r.n != k + 1 {
            bad.push(format!("row {} out of order (expected {})", r.n, k + 1));
        }
        let part = r.status == "part A" || r.status == "part D";
        if !(r.status.starts_with("done") || r.status.starts_with("changed") || part) {
            bad.push(format!("row {}: unknown status {:?}", r.n, r.status));
        }
        if part {
            if r.tests != r.status {
                bad.push(format!("row {}: a {} row says {:?}", r.n, r.status, r.tests));
            }
            continue;
        }
        if r.tests == "—" {
            if !r.status.starts_with("changed") {
                bad.push(format!("row {}: only a changed row may name no test", r.n));
            }
            continue;
        }
        for t in r.tests.split("<br>") {
            match t.split_once("::") {
                Some((file, name)) if has_test(file, name) => {}
                _ => bad.push(format!("row {}: no test {t}", r.n)),
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The table's figures, printed for the report (`--nocapture`), and held
/// to: most rows done, every change explained.
#[test]
fn the_table_counts() {
    let rows = rows();
    let count = |p: &dyn Fn(&Row) -> bool| rows.iter().filter(|r| p(r)).count();
    let done = count(&|r| r.status.starts_with("done"));
    let changed = count(&|r| r.status.starts_with("changed"));
    let part_a = count(&|r| r.status == "part A");
    let part_d = count(&|r| r.status == "part D");
    let untested = count(&|r| r.tests == "—");
    println!(
        "{} rows: {done} done, {changed} changed, {part_a} part A, {part_d} part D ({untested} changed rows without a test)",
        rows.len()
    );
    assert_eq!(done + changed + part_a + part_d, rows.len());
    assert!(rows.iter().filter(|r| r.status.starts_with("changed")).all(|r| r.status.len() > "changed: ".len()));
    assert!(done > 3 * changed, "{done} done, {changed} changed");
}
