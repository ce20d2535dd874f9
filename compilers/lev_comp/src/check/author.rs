//! Checks written for level authors rather than inherited from the C
//! tool: coordinates past the MAP's edge, CONTAINER on objects that hold
//! nothing, and the inverted `filled` of circles and ellipses.

use super::{Checker, lookup};
use crate::ast::*;
use crate::messages as m;
use oxhack_diag::Span;

/// The objects NetHack lets hold others: `Is_container` (large box to bag
/// of tricks) and statues (Medusa's hold spellbooks).
const CONTAINERS: &[&str] =
    &["large box", "chest", "ice box", "sack", "oilskin sack", "bag of holding", "bag of tricks", "statue"];

impl Checker<'_> {
    /// Whether literal coordinates are relative to a MAP whose size we
    /// know (not the whole level, not a room).
    pub(super) fn map_relative(&self) -> bool {
        self.in_map && self.room_depth == 0
    }

    /// CONTAINER on a named object that is not a container, or on a class
    /// with no container in it.
    pub(super) fn container_kind(&mut self, what: &ObjectOrVar<Untyped>) {
        let OrVar::Lit(spec) = what else { return };
        let (name, span) = match spec {
            ObjectSpec::Named(n) | ObjectSpec::ClassNamed(_, n) => (n.text.clone(), n.span),
            ObjectSpec::Class(c, span) => {
                if matches!(*c, b'(' | b'`') || lookup::object_class(*c).is_none() {
                    return;
                }
                (format!("a random '{}' object", *c as char), *span)
            }
            ObjectSpec::Random => return,
        };
        if let ObjectSpec::Named(_) | ObjectSpec::ClassNamed(..) = spec {
            let known =
                self.tables.objects.iter().any(|o| o.name.as_deref().is_some_and(|n| n.eq_ignore_ascii_case(&name)));
            if !known || CONTAINERS.iter().any(|c| c.eq_ignore_ascii_case(&name)) {
                return;
            }
            self.diags.push(m::not_a_container(span, &format!("\"{name}\"")));
        } else {
            self.diags.push(m::not_a_container(span, &name));
        }
    }

    /// `filled`/`unfilled` written on a circle or ellipse: say what 3.6
    /// actually draws (the words are inverted).
    pub(super) fn filling(&mut self, span: Span, shape: &str, f: Option<i64>) {
        if let Some(f) = f {
            self.diags.push(m::ellipse_filling(span, shape, f != 0));
        }
    }

    /// DOOR at a literal spot of the MAP makes a door there, even on a
    /// wall (sp_lev.c turns the square into one): the split check counts it.
    pub(super) fn split_door(&mut self, sel: &Selection<Untyped>) {
        if let SelKind::Point(Coord { kind: CoordKind::Lit(CoordLit::At(x, y)), .. }) = sel.kind
            && self.map_relative()
        {
            self.split.door(x, y);
        } else if !matches!(sel.kind, SelKind::Point(_)) {
            self.split.unsure();
        }
    }

    /// A stair or ladder at a literal spot of the MAP, for the split-level
    /// check.
    pub(super) fn split_point(&mut self, at: &Coord<Untyped>, what: &'static str) {
        if let CoordKind::Lit(CoordLit::At(x, y)) = at.kind
            && self.map_relative()
        {
            self.split.point(x, y, what, at.span);
        }
    }
}
