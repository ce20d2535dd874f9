//! `property` records (the random magical object properties) and the
//! `oprop_rules` record.

use super::fields::{self, Fields};
use super::{Names, header};
use crate::ast::{Record, Value, ValueKind};
use crate::enums::*;
use crate::flags::OpropCats;
use crate::messages;
use crate::tables::{OProp, Otyp, Wording};
use oxhack_diag::{Diags, Span};

pub const FIELDS: &[&str] = &[
    "bit",
    "weapon",
    "other",
    "short",
    "wish_suffix",
    "wish_prefix",
    "allowed",
    "random",
    "detrimental",
    "material",
    "needs_charged",
    "excludes",
    "excludes_objects",
    "level",
    "alloc",
    "to_hit",
    "damage",
    "ac",
    "weight_pct",
    "dice",
    "sides",
    "power",
];

pub const RULE_FIELDS: &[&str] = &["special_bases"];

pub fn check(rec: &Record, names: &Names, diags: &mut Diags) -> Option<OProp> {
    let (constant, name) = header(rec, "property", "ITEM_", true, true, diags);
    let mut f = Fields::new(rec, "property", FIELDS, diags);
    let bit = f.req("bit").and_then(|v| {
        let n = fields::int(v, "bit", 1, 0x7fff_ffff, f.diags())?;
        if (n as u64).count_ones() != 1 {
            f.diags().push(messages::bad_bit(v.span, n));
            return None;
        }
        Some(n as u32)
    });
    let weapon = f.req("weapon").and_then(|v| wording(v, "weapon", f.diags()));
    let other = f.req("other").and_then(|v| wording(v, "other", f.diags()));
    let short = f.req("short").and_then(|v| fields::string(v, "short", f.diags()));
    let wish_suffix = strings(&mut f, "wish_suffix");
    let wish_prefix = strings(&mut f, "wish_prefix");
    let allowed = f.flags::<OpropCats>("allowed");
    let random = f.get("random").is_none() || f.boolean("random");
    let detrimental = f.boolean("detrimental");
    let material = f.word::<Material>("material");
    let needs_charged = f.boolean("needs_charged");
    let mut excludes_oprop = Vec::new();
    for v in f.list("excludes") {
        if let Some(p) = fields::word::<Prop>(v, "excludes", f.diags()) {
            excludes_oprop.push(p);
        }
    }
    let excludes_otyp = object_list(&mut f, "excludes_objects", names);
    let level = super::affixes::level(&mut f);
    let alloc = super::affixes::alloc_lines(&mut f, names);
    let mods = super::affixes::modifiers(&mut f);
    let power =
        f.int("power", -100, 100).map_or_else(|| super::affixes::default_power(level, detrimental), |n| n as i16);

    Some(OProp {
        constant: constant?,
        name: name?,
        bit: bit?,
        weapon: weapon?,
        other: other?,
        short: short?,
        wish_suffix,
        wish_prefix,
        allowed,
        random,
        detrimental,
        material,
        needs_charged,
        excludes_oprop,
        excludes_otyp,
        level,
        alloc,
        mods,
        power,
    })
}

/// The `oprop_rules` record: lists that concern no single property.
pub fn check_rules(rec: &Record, names: &Names, diags: &mut Diags) -> Vec<Otyp> {
    let mut f = Fields::new(rec, "oprop_rules", RULE_FIELDS, diags);
    object_list(&mut f, "special_bases", names)
}

/// Reports property bits used twice.
pub fn check_bits(props: &[(OProp, Span)], diags: &mut Diags) {
    for (i, (p, span)) in props.iter().enumerate() {
        if let Some((_, first)) = props[..i].iter().find(|(q, _)| q.bit == p.bit) {
            diags.push(messages::duplicate_bit(*span, *first, p.bit));
        }
    }
}

fn wording(v: &Value, key: &str, diags: &mut Diags) -> Option<Wording> {
    if let ValueKind::Call(kind, args) = &v.kind
        && let [arg] = args.as_slice()
    {
        let text = fields::string(arg, key, diags)?;
        match kind.node.as_str() {
            "prefix" => return Some(Wording::Prefix(text)),
            "suffix" => return Some(Wording::Suffix(text)),
            _ => {}
        }
    }
    diags.push(messages::wrong_value(v.span, key, "prefix(\"...\") or suffix(\"...\")", v.kind.describe()));
    None
}

fn strings(f: &mut Fields, key: &str) -> Vec<String> {
    let mut out = Vec::new();
    for v in f.list(key) {
        if let Some(s) = fields::string(v, key, f.diags()) {
            out.push(s);
        }
    }
    out
}

pub(super) fn object_list(f: &mut Fields, key: &str, names: &Names) -> Vec<Otyp> {
    let mut out = Vec::new();
    for v in f.list(key) {
        if let Some(o) = names.object_ref(v, f.diags()) {
            out.push(o);
        }
    }
    out
}
