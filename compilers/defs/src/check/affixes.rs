//! The affix fields of `property` records (Angband's allocation lines,
//! levels and modifiers, made OxHack's) and `theme` records.
//!
//! An affix is a `property` record: the property document's twenty and
//! OxHack's own share one table and one runtime. The fields read here are
//! optional, so a record written before affixes existed still compiles
//! (as a `good` affix allocated nowhere).

use super::Names;
use super::fields::{self, Fields};
use crate::ast::{Record, Value, ValueKind};
use crate::enums::{OClass, Skill};
use crate::messages;
use crate::tables::{AffixLevel, Alloc, Modifiers, OProp, ObjGroup, Theme};
use oxhack_diag::{Diags, Span};
use std::collections::HashMap;

/// The deepest level an allocation line or theme may name.
pub const MAX_DEPTH: i64 = 127;

pub const THEME_FIELDS: &[&str] = &["affixes", "groups", "min_depth", "max_depth"];

/// `level: good|great|uber|artifact`, `good` when absent.
pub fn level(f: &mut Fields) -> AffixLevel {
    let Some(v) = f.get("level") else { return AffixLevel::Good };
    if let ValueKind::Word(w) = &v.kind
        && let Some(l) = AffixLevel::ALL.iter().find(|l| l.word() == w)
    {
        return *l;
    }
    let words: Vec<String> = AffixLevel::ALL.iter().map(|l| l.word().to_string()).collect();
    match &v.kind {
        ValueKind::Word(w) => f.diags().push(messages::unknown_name(v.span, "affix level", w, &words)),
        other => {
            f.diags().push(messages::wrong_value(v.span, "level", "good, great, uber or artifact", other.describe()))
        }
    }
    AffixLevel::Good
}

/// The default item power of an affix: its level's rank (good 1, great
/// 2, uber 3, artifact 4), none for a detrimental one.
pub fn default_power(level: AffixLevel, detrimental: bool) -> i16 {
    if detrimental {
        return 0;
    }
    match level {
        AffixLevel::Good => 1,
        AffixLevel::Great => 2,
        AffixLevel::Uber => 3,
        AffixLevel::Artifact => 4,
    }
}

/// The modifier fields, each 0 when absent.
pub fn modifiers(f: &mut Fields) -> Modifiers {
    Modifiers {
        to_hit: f.int_or0("to_hit", -20, 20) as i8,
        damage: f.int_or0("damage", -20, 20) as i8,
        ac: f.int_or0("ac", -20, 20) as i8,
        weight_pct: f.int_or0("weight_pct", -90, 500) as i16,
        dice: f.int_or0("dice", 0, 5) as u8,
        sides: f.int_or0("sides", 0, 20) as u8,
    }
}

/// `alloc: [alloc(GROUP, MIN, MAX, COMMONNESS), ...]`.
pub fn alloc_lines(f: &mut Fields, names: &Names) -> Vec<Alloc> {
    let mut out = Vec::new();
    for v in f.list("alloc") {
        if let Some(a) = alloc_line(v, names, f.diags()) {
            out.push(a);
        }
    }
    out
}

fn alloc_line(v: &Value, names: &Names, diags: &mut Diags) -> Option<Alloc> {
    let shape = "alloc(GROUP, MIN_DEPTH, MAX_DEPTH, COMMONNESS)";
    let ValueKind::Call(name, args) = &v.kind else {
        diags.push(messages::wrong_value(v.span, "alloc", shape, v.kind.describe()));
        return None;
    };
    if name.node != "alloc" || args.len() != 4 {
        diags.push(messages::wrong_value(v.span, "alloc", shape, "another call"));
        return None;
    }
    let group = group(&args[0], names, diags);
    let min = fields::int(&args[1], "min depth", 1, MAX_DEPTH, diags);
    let max = fields::int(&args[2], "max depth", 1, MAX_DEPTH, diags);
    let commonness = fields::int(&args[3], "commonness", 0, 1000, diags);
    let (min, max) = depth_range(min, max, args[1].span, args[2].span, diags)?;
    Some(Alloc { group: group?, min_depth: min, max_depth: max, commonness: commonness? as u16 })
}

/// Checks min <= max, reporting the pair otherwise.
fn depth_range(
    min: Option<i64>,
    max: Option<i64>,
    min_span: Span,
    max_span: Span,
    diags: &mut Diags,
) -> Option<(u8, u8)> {
    let (min, max) = (min?, max?);
    if min > max {
        diags.push(messages::depth_order(min_span, max_span, min, max));
        return None;
    }
    Some((min as u8, max as u8))
}

/// An object group: `any`, `class(weapon)`, `skill(long_sword)` or a list
/// of object constants.
pub fn group(v: &Value, names: &Names, diags: &mut Diags) -> Option<ObjGroup> {
    match &v.kind {
        ValueKind::Word(w) if w == "any" => Some(ObjGroup::Any),
        ValueKind::Call(kind, args) if args.len() == 1 && kind.node == "class" => {
            fields::word::<OClass>(&args[0], "class", diags).map(ObjGroup::Class)
        }
        ValueKind::Call(kind, args) if args.len() == 1 && kind.node == "skill" => {
            fields::word::<Skill>(&args[0], "skill", diags).map(ObjGroup::Skill)
        }
        ValueKind::List(items) => {
            let mut out = Vec::new();
            let mut ok = true;
            for item in items {
                match names.object_ref(item, diags) {
                    Some(o) => out.push(o),
                    None => ok = false,
                }
            }
            ok.then_some(ObjGroup::Types(out))
        }
        other => {
            diags.push(messages::wrong_value(
                v.span,
                "object group",
                "any, class(CLASS), skill(SKILL) or a list of object constants",
                other.describe(),
            ));
            None
        }
    }
}

/// Reports affixes sharing a constant or a name.
pub fn check_unique(props: &[(OProp, Span)], diags: &mut Diags) {
    let mut constants: HashMap<&str, Span> = HashMap::new();
    let mut names: HashMap<&str, Span> = HashMap::new();
    for (p, span) in props {
        if let Some(first) = constants.get(p.constant.as_str()) {
            diags.push(messages::duplicate_name(*span, *first, "affix constant", &p.constant));
        } else {
            constants.insert(&p.constant, *span);
        }
        if let Some(first) = names.get(p.name.as_str()) {
            diags.push(messages::duplicate_name(*span, *first, "affix name", &p.name));
        } else {
            names.insert(&p.name, *span);
        }
    }
}

/// A `theme` record, its affixes looked up among `props` by constant or name.
pub fn check_theme(rec: &Record, names: &Names, props: &[(OProp, Span)], diags: &mut Diags) -> Option<Theme> {
    let (constant, name) = super::header(rec, "theme", "THEME_", true, true, diags);
    let mut f = Fields::new(rec, "theme", THEME_FIELDS, diags);
    let mut affixes = Vec::new();
    let mut ok = true;
    let list = f.req("affixes").map(|_| f.list("affixes")).unwrap_or(&[]);
    for v in list {
        match theme_affix(v, props, f.diags()) {
            Some(a) => affixes.push(a),
            None => ok = false,
        }
    }
    if ok && f.get("affixes").is_some() && affixes.iter().map(|&(_, w)| u32::from(w)).sum::<u32>() == 0 {
        let span = f.get("affixes").map_or(rec.head, |v| v.span);
        f.diags().push(messages::zero_weight(span, name.as_deref().unwrap_or("?")));
        ok = false;
    }
    let mut groups = Vec::new();
    let group_list = f.req("groups").map(|_| f.list("groups")).unwrap_or(&[]);
    for v in group_list {
        match group(v, names, f.diags()) {
            Some(g) => groups.push(g),
            None => ok = false,
        }
    }
    let min = f.int("min_depth", 1, MAX_DEPTH).or(Some(1));
    let max = f.int("max_depth", 1, MAX_DEPTH).or(Some(MAX_DEPTH));
    let min_span = f.get("min_depth").map_or(rec.head, |v| v.span);
    let max_span = f.get("max_depth").map_or(rec.head, |v| v.span);
    let range = depth_range(min, max, min_span, max_span, f.diags());
    let (min_depth, max_depth) = range?;
    if !ok {
        return None;
    }
    Some(Theme { constant: constant?, name: name?, affixes, groups, min_depth, max_depth })
}

/// `weight(AFFIX, N)`, the affix by constant (`ITEM_FIRE`) or name (`fire`).
fn theme_affix(v: &Value, props: &[(OProp, Span)], diags: &mut Diags) -> Option<(u32, u16)> {
    let shape = "weight(AFFIX, WEIGHT)";
    let ValueKind::Call(call, args) = &v.kind else {
        diags.push(messages::wrong_value(v.span, "affixes", shape, v.kind.describe()));
        return None;
    };
    if call.node != "weight" || args.len() != 2 {
        diags.push(messages::wrong_value(v.span, "affixes", shape, "another call"));
        return None;
    }
    let weight = fields::int(&args[1], "weight", 0, 1000, diags);
    let bit = match &args[0].kind {
        ValueKind::Word(w) | ValueKind::Str(w) => {
            let found = props.iter().find(|(p, _)| p.constant == *w || p.name == *w).map(|(p, _)| p.bit);
            if found.is_none() {
                let mut cands: Vec<&str> = props.iter().map(|(p, _)| p.constant.as_str()).collect();
                cands.extend(props.iter().map(|(p, _)| p.name.as_str()));
                diags.push(messages::unknown_reference(args[0].span, "affix", w, &cands));
            }
            found
        }
        other => {
            diags.push(messages::wrong_value(args[0].span, "affix", "an affix constant or name", other.describe()));
            None
        }
    };
    Some((bit?, weight? as u16))
}

/// Reports themes sharing a constant or a name.
pub fn check_unique_themes(themes: &[(Theme, Span)], diags: &mut Diags) {
    for (i, (t, span)) in themes.iter().enumerate() {
        if let Some((_, first)) = themes[..i].iter().find(|(u, _)| u.constant == t.constant) {
            diags.push(messages::duplicate_name(*span, *first, "theme constant", &t.constant));
        } else if let Some((_, first)) = themes[..i].iter().find(|(u, _)| u.name == t.name) {
            diags.push(messages::duplicate_name(*span, *first, "theme name", &t.name));
        }
    }
}
