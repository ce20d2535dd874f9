//! The messages of `treasure.def`'s checks: cycles between lists, branches
//! and modifiers with no entry to belong to, empty lists and branches, and
//! bindings that name no one or nothing.

use super::error;
use oxhack_diag::{Diagnostic, Span, with_help};

/// Lists that hand over to each other forever: `path` is the cycle's
/// constants in order (the first repeated at the end), `refs` the spans of
/// the `list:` references that close it, in the same order.
pub fn cycle(path: &[String], refs: &[Span]) -> Diagnostic {
    let shown = path.join(" -> ");
    let mut labels = Vec::new();
    for (i, span) in refs.iter().enumerate() {
        let to = path.get(i + 1).map_or("", String::as_str);
        if i == 0 {
            labels.push(span.primary(format!("refers to {to}")));
        } else {
            labels.push(span.secondary(format!("which refers to {to}")));
        }
    }
    Diagnostic::error()
        .with_message(format!("treasure lists refer to each other in a cycle: {shown}"))
        .with_labels(labels)
        .with_notes(vec![format!("cycle: {shown}"), "help: a list may not lead back to itself".into()])
}

/// `chance:`, `nrof:`, `magic:`, `yes:` or `no:` before any entry.
pub fn orphan(span: Span, field: &str) -> Diagnostic {
    let (what, label) = if field == "yes" || field == "no" {
        (format!("a '{field}' branch without a parent entry"), "this branch belongs to no entry")
    } else {
        (format!("'{field}' without an entry"), "this belongs to no entry")
    };
    with_help(
        error(span, what, label),
        Some(format!("write an entry (`object:`, `class:` or `list:`) before its '{field}'")),
    )
}

/// `yes:`/`no:` in a `treasureone` list, where only one entry is made.
pub fn branch_in_treasureone(span: Span, field: &str) -> Diagnostic {
    with_help(
        error(span, format!("a '{field}' branch in a treasureone list"), "never rolled"),
        Some("a treasureone list makes one entry and rolls no branches; use a `treasure` list".into()),
    )
}

/// A modifier given twice for one entry.
pub fn repeated_modifier(span: Span, first: Span, field: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("'{field}' is given twice for one entry"))
        .with_labels(vec![span.primary("given again here"), first.secondary("first given here")])
}

/// A list (or a `yes`/`no` branch) with no entries.
pub fn empty(span: Span, what: &str) -> Diagnostic {
    with_help(
        error(span, format!("{what} has no entries"), "empty"),
        Some("give it at least one `object:`, `class:` or `list:` entry".into()),
    )
}

/// A binding with a field missing, or both of two that exclude each other.
pub fn binding_needs(head: Span, kind: &str, needs: &str) -> Diagnostic {
    error(head, format!("{kind} needs {needs}"), format!("this {kind} is incomplete"))
}

/// `container_treasure` on an object that holds nothing.
pub fn not_a_container(span: Span, name: &str, containers: &[&str]) -> Diagnostic {
    with_help(
        error(span, format!("'{name}' is not a container"), "holds no contents"),
        Some(format!("containers are {}", containers.join(", "))),
    )
}

/// Two bindings for the same holder, container or room.
pub fn duplicate_binding(span: Span, first: Span, what: &str) -> Diagnostic {
    Diagnostic::error()
        .with_message(format!("{what} is given a treasure list twice"))
        .with_labels(vec![span.primary("bound again here"), first.secondary("first bound here")])
}
