//! The property document's rule table (`docs/properties.md`), embedded so
//! `oxhack info` can say how much of the document OxHack plays: each row
//! is a rule of the design document with its status (done, changed, or
//! owned by another part of issue 19).

/// The table itself.
const TABLE: &str = include_str!("../../../docs/properties.md");

/// How many rules the table has, and how many are done, changed, and
/// left to issue 19's parts A (generation) and D (identification).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DocCounts {
    pub rules: usize,
    pub done: usize,
    pub changed: usize,
    pub other_parts: usize,
}

/// Counts the table's rows by status.
pub fn doc_counts() -> DocCounts {
    let mut c = DocCounts::default();
    for line in TABLE.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() != 5 || cells[0].parse::<usize>().is_err() {
            continue;
        }
        c.rules += 1;
        let status = cells[3];
        if status.starts_with("done") {
            c.done += 1;
        } else if status.starts_with("changed") {
            c.changed += 1;
        } else {
            c.other_parts += 1;
        }
    }
    c
}

/// The `oxhack info` line: "Property document: 129 rules (106 done, 10
/// changed on purpose, 13 in other parts)".
pub fn banner_line() -> String {
    let c = doc_counts();
    format!(
        "Property document: {} rules ({} done, {} changed on purpose, {} in other parts)",
        c.rules, c.done, c.changed, c.other_parts
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_counted() {
        let c = doc_counts();
        assert!(c.rules >= 100, "{c:?}");
        assert_eq!(c.done + c.changed + c.other_parts, c.rules);
        assert!(banner_line().starts_with("Property document: "));
    }
}
