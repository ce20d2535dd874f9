//! The checker: untyped records in, [`Tables`] out.
//!
//! Semantic checks live here, apart from parsing: required and unknown
//! fields, value types and ranges, names of NetHack's enumerations,
//! duplicate constants and names, references between tables (an
//! artifact's base object, a role's monster), and table-wide rules such as
//! per-class probabilities. Every problem is reported; tables are returned
//! only when there were no errors.

mod affixes;
mod artifacts;
mod bodies;
pub(crate) mod fields;
mod itempower;
mod monsters;
mod objects;
mod oprops;
mod treasure;

use crate::ast::{Record, Value, ValueKind};
use crate::enums::OClass;
use crate::messages;
use crate::tables::{Otyp, Pm, Tables};
use oxhack_diag::{Diags, Span};
use std::collections::HashMap;

/// The record kinds a definition file may hold.
pub const RECORD_KINDS: &[&str] = &[
    "object",
    "monster",
    "artifact",
    "property",
    "oprop_rules",
    "item_power_rules",
    "affix_power",
    "base_power",
    "artifact_power",
    "body",
    "theme",
    "treasure",
    "treasureone",
    "monster_treasure",
    "container_treasure",
    "room_treasure",
];

/// Checks every record (from all files, in reading order) and builds the
/// tables. Object and monster indices follow the order of their records.
pub fn check(records: &[Record], diags: &mut Diags) -> Option<Tables> {
    let errors_before = diags.error_count();
    let mut names = Names::default();
    let mut objects = Vec::new();
    let mut monsters = Vec::new();

    // Objects and monsters first: the other records refer to them.
    for rec in records {
        match rec.kind.node.as_str() {
            "object" => {
                if let Some(o) = objects::check(rec, &mut names, diags) {
                    names.object_name(&o, rec, diags);
                    objects.push((o, rec));
                }
            }
            "monster" => {
                if let Some(m) = monsters::check(rec, &mut names, diags) {
                    names.monster_name(&m.name, m.mlet as u8, rec, diags);
                    monsters.push(m);
                }
            }
            "artifact" | "property" | "oprop_rules" | "body" | "theme" => {}
            k if itempower::KINDS.contains(&k) => {}
            k if treasure::KINDS.contains(&k) => {}
            other => diags.push(messages::unknown_record_kind(rec.kind.span, other, RECORD_KINDS)),
        }
    }
    objects::check_probabilities(&objects, diags);

    let mut artifacts = Vec::new();
    let mut oprops = Vec::new();
    let mut special_bases = Vec::new();
    let mut seen_art: HashMap<String, Span> = HashMap::new();
    let mut bodies: Vec<bodies::Checked> = Vec::new();
    for rec in records {
        match rec.kind.node.as_str() {
            "artifact" => {
                if let Some(a) = artifacts::check(rec, &names, diags) {
                    if let Some(first) = seen_art.get(&a.constant) {
                        diags.push(messages::duplicate_name(rec.head, *first, "artifact", &a.constant));
                    } else {
                        seen_art.insert(a.constant.clone(), rec.head);
                    }
                    artifacts.push(a);
                }
            }
            "property" => {
                if let Some(p) = oprops::check(rec, &names, diags) {
                    oprops.push((p, rec.head));
                }
            }
            "oprop_rules" => special_bases.extend(oprops::check_rules(rec, &names, diags)),
            "body" => bodies.extend(bodies::check(rec, &names, &objects, diags)),
            _ => {}
        }
    }
    oprops::check_bits(&oprops, diags);
    affixes::check_unique(&oprops, diags);
    // Themes last: they name affixes.
    let mut themes = Vec::new();
    for rec in records.iter().filter(|r| r.kind.node == "theme") {
        if let Some(th) = affixes::check_theme(rec, &names, &oprops, diags) {
            themes.push((th, rec.head));
        }
    }
    affixes::check_unique_themes(&themes, diags);
    let oprops: Vec<_> = oprops.into_iter().map(|(p, _)| p).collect();
    let item_power = itempower::check_all(records, &names, &oprops, &artifacts, diags);
    // Body shapes are optional; once there are any, every monster needs one.
    // Resolution waits for clean records: a misspelt selector would only
    // echo as monsters without a shape.
    let monster_body = if bodies.is_empty() || diags.error_count() > errors_before {
        Vec::new()
    } else {
        bodies::resolve(&bodies, &monsters, &names, diags)
    };
    let treasure = treasure::check(records, &names, diags);

    for (what, empty) in [("objects", objects.is_empty()), ("monsters", monsters.is_empty())] {
        if empty {
            diags.push(messages::empty_table(what));
        }
    }
    if diags.error_count() > errors_before {
        return None;
    }
    Some(Tables {
        objects: objects.into_iter().map(|(o, _)| o).collect(),
        monsters,
        artifacts,
        oprops,
        special_bases,
        item_power,
        bodies: bodies.into_iter().map(|b| b.shape).collect(),
        monster_body,
        themes: themes.into_iter().map(|(th, _)| th).collect(),
        treasure,
    })
}

/// Reads a record header: its constant (checked against `prefix`) and name.
fn header(
    rec: &Record,
    kind: &'static str,
    prefix: &str,
    need_constant: bool,
    need_name: bool,
    diags: &mut Diags,
) -> (Option<String>, Option<String>) {
    let example = format!("{kind} {prefix}EXAMPLE \"example\" {{ ... }}");
    let constant = match &rec.constant {
        Some(c) => {
            let ok = c.node.starts_with(prefix)
                && c.node.len() > prefix.len()
                && c.node.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
            if !ok {
                diags.push(messages::bad_constant(c.span, &c.node, prefix));
            }
            Some(c.node.clone())
        }
        None => {
            if need_constant {
                diags.push(messages::missing_header(rec.head, &format!("a {kind}"), "a constant", &example));
            }
            None
        }
    };
    let name = match &rec.name {
        Some(n) => Some(n.node.clone()),
        None => {
            if need_name {
                diags.push(messages::missing_header(rec.head, &format!("a {kind}"), "a name", &example));
            }
            None
        }
    };
    (constant, name)
}

/// Constants and names seen so far, for duplicates and references.
#[derive(Default)]
pub struct Names {
    objects: HashMap<String, (usize, Span)>,
    object_order: Vec<String>,
    object_count: usize,
    object_names: HashMap<(String, u8), Span>,
    monsters: HashMap<String, (usize, Span)>,
    monster_order: Vec<String>,
    monster_count: usize,
    monster_names: HashMap<(String, u8), Span>,
}

impl Names {
    /// Records an object's constant; its index is its ordinal among objects.
    /// Every object record takes the next index, with or without a constant.
    fn object_constant(&mut self, c: Option<&str>, rec: &Record, diags: &mut Diags) {
        let idx = self.object_count;
        self.object_count += 1;
        if let Some(c) = c {
            register(&mut self.objects, &mut self.object_order, c, idx, rec, "object constant", diags);
        }
    }

    /// Where monster `idx` was defined (its constant), for messages.
    fn monster_span(&self, idx: usize) -> Option<Span> {
        self.monsters.values().find(|(i, _)| *i == idx).map(|(_, s)| *s)
    }

    fn monster_constant(&mut self, c: Option<&str>, rec: &Record, diags: &mut Diags) {
        let idx = self.monster_count;
        self.monster_count += 1;
        if let Some(c) = c {
            register(&mut self.monsters, &mut self.monster_order, c, idx, rec, "monster constant", diags);
        }
    }

    /// Two objects of one class may not share a name ("blank paper" is
    /// both a scroll and a spellbook, which is fine).
    fn object_name(&mut self, o: &crate::tables::Objclass, rec: &Record, diags: &mut Diags) {
        if let (Some(name), Some(span)) = (&o.name, rec.name.as_ref().map(|n| n.span)) {
            let key = (name.clone(), o.class as u8);
            if let Some(first) = self.object_names.get(&key) {
                diags.push(messages::duplicate_name(span, *first, &format!("{} name", class_word(o.class)), name));
            } else {
                self.object_names.insert(key, span);
            }
        }
    }

    /// Monster names are unique within a class (the were-creatures have a
    /// human and an animal form of one name, in different classes).
    fn monster_name(&mut self, name: &str, class: u8, rec: &Record, diags: &mut Diags) {
        let Some(span) = rec.name.as_ref().map(|n| n.span) else { return };
        let key = (name.to_string(), class);
        if let Some(first) = self.monster_names.get(&key) {
            diags.push(messages::duplicate_name(span, *first, "monster name", name));
        } else {
            self.monster_names.insert(key, span);
        }
    }

    /// An object named by its constant (`LONG_SWORD`).
    fn object_ref(&self, v: &Value, diags: &mut Diags) -> Option<Otyp> {
        let w = reference_word(v, "object constant", diags)?;
        match self.objects.get(w) {
            Some((i, _)) => Some(Otyp(*i as u16)),
            None => {
                let cands: Vec<&str> = self.object_order.iter().map(String::as_str).collect();
                diags.push(messages::unknown_reference(v.span, "object", w, &cands));
                None
            }
        }
    }

    /// A monster named by its constant (`PM_KNIGHT`).
    fn monster_ref(&self, v: &Value, diags: &mut Diags) -> Option<Pm> {
        let w = reference_word(v, "monster constant", diags)?;
        match self.monsters.get(w) {
            Some((i, _)) => Some(Pm(*i as u16)),
            None => {
                let cands: Vec<&str> = self.monster_order.iter().map(String::as_str).collect();
                diags.push(messages::unknown_reference(v.span, "monster", w, &cands));
                None
            }
        }
    }
}

fn class_word(c: OClass) -> String {
    c.to_string()
}

fn register(
    map: &mut HashMap<String, (usize, Span)>,
    order: &mut Vec<String>,
    c: &str,
    idx: usize,
    rec: &Record,
    what: &str,
    diags: &mut Diags,
) {
    let span = rec.constant.as_ref().map_or(rec.head, |c| c.span);
    if let Some((_, first)) = map.get(c) {
        diags.push(messages::duplicate_name(span, *first, what, c));
    } else {
        map.insert(c.to_string(), (idx, span));
        order.push(c.to_string());
    }
}

fn reference_word<'v>(v: &'v Value, what: &str, diags: &mut Diags) -> Option<&'v str> {
    match &v.kind {
        ValueKind::Word(w) => Some(w),
        other => {
            diags.push(messages::wrong_value(v.span, what, &format!("an {what}"), other.describe()));
            None
        }
    }
}
