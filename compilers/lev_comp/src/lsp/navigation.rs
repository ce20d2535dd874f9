//! Go to definition and find references, for variables and functions.
//!
//! A variable's definition is its first assignment (or FOR, or function
//! parameter) in the same level, as the checker sees it; a function's is
//! its FUNCTION statement. References are every occurrence of the name in
//! the same scope (the level for variables, the file for functions).

use super::documents::Document;
use lsp_types::Location;

/// Where the name at byte `offset` is defined.
pub fn definition(doc: &Document, offset: usize) -> Option<Location> {
    let d = doc.index.definition_at(offset)?;
    Some(Location { uri: doc.uri.clone(), range: doc.range(d.start, d.end) })
}

/// Every occurrence of the name at byte `offset` (its definitions
/// included when `declaration` is set).
pub fn references(doc: &Document, offset: usize, declaration: bool) -> Vec<Location> {
    doc.index
        .references_at(offset)
        .into_iter()
        .filter(|r| declaration || !r.write)
        .map(|r| Location { uri: doc.uri.clone(), range: doc.range(r.start, r.end) })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variable_definition_and_references() {
        let src = "MAZE:\"x\",' '\n$spot = (1,1)\nMONSTER: 'a', $spot\nOBJECT: '!', $spot\n";
        let doc = Document::new("file:///t.des".parse().unwrap(), 1, src.into(), false);
        let use_at = src.rfind("$spot").unwrap() + 2;
        let def = definition(&doc, use_at).unwrap();
        assert_eq!((def.range.start.line, def.range.start.character, def.range.end.character), (1, 0, 5));
        assert_eq!(references(&doc, use_at, true).len(), 3);
        assert_eq!(references(&doc, use_at, false).len(), 2);
        assert!(definition(&doc, src.find("MONSTER").unwrap()).is_none());
    }
}
