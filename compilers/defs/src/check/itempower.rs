//! `item_power_rules`, `affix_power`, `base_power` and `artifact_power`
//! records (`dat/itempower.def`): checked after the properties and
//! artifacts they name, so an unknown `ITEM_*`, object or `ART_*`
//! constant gets a did-you-mean.

use super::fields::Fields;
use super::{Names, header};
use crate::ast::Record;
use crate::itempower::ItemPower;
use crate::messages;
use crate::tables::{ArtiId, Artifact, OProp, Otyp};
use oxhack_diag::{Diags, Span};

pub const RULE_FIELDS: &[&str] = &[
    "enchantment_power",
    "beyond_step",
    "limit_base",
    "limit_per_level",
    "affix_default",
    "magic_base",
    "artifact_default",
    "rare",
    "legendary",
];

pub const ENTRY_FIELDS: &[&str] = &["enchantments"];

/// The record kinds of this module.
pub const KINDS: &[&str] = &["item_power_rules", "affix_power", "base_power", "artifact_power"];

/// A sane bound for every count and power in the file.
const MAX: i64 = 1000;

/// Builds the item-power table from every record of [`KINDS`].
pub fn check_all(
    records: &[Record],
    names: &Names,
    oprops: &[OProp],
    artifacts: &[Artifact],
    diags: &mut Diags,
) -> ItemPower {
    let mut ip = ItemPower::default();
    let mut rules_seen: Option<Span> = None;
    let mut seen: Vec<(String, Span)> = Vec::new();
    for rec in records {
        match rec.kind.node.as_str() {
            "item_power_rules" => {
                if let Some(first) = rules_seen {
                    diags.push(messages::duplicate_name(rec.head, first, "record", "item_power_rules"));
                    continue;
                }
                rules_seen = Some(rec.head);
                rules(rec, &mut ip, diags);
            }
            "affix_power" => {
                let (c, _) = header(rec, "affix_power", "ITEM_", true, false, diags);
                let n = enchantments(rec, "affix_power", diags);
                let (Some(c), Some(span)) = (c, rec.constant.as_ref().map(|c| c.span)) else { continue };
                if !oprops.iter().any(|p| p.constant == c) {
                    let cands: Vec<&str> = oprops.iter().map(|p| p.constant.as_str()).collect();
                    diags.push(messages::unknown_reference(span, "property", &c, &cands));
                    continue;
                }
                if unique(&mut seen, &c, span, diags)
                    && let Some(n) = n
                {
                    ip.affixes.push((c, n));
                }
            }
            "base_power" => {
                let (c, _) = header(rec, "base_power", "", true, false, diags);
                let n = enchantments(rec, "base_power", diags);
                let (Some(c), Some(span)) = (c, rec.constant.as_ref().map(|c| c.span)) else { continue };
                let Some(&(i, _)) = names.objects.get(&c) else {
                    let cands: Vec<&str> = names.object_order.iter().map(String::as_str).collect();
                    diags.push(messages::unknown_reference(span, "object", &c, &cands));
                    continue;
                };
                if unique(&mut seen, &c, span, diags)
                    && let Some(n) = n
                {
                    ip.bases.push((Otyp(i as u16), n));
                }
            }
            "artifact_power" => {
                let (c, _) = header(rec, "artifact_power", "ART_", true, false, diags);
                let n = enchantments(rec, "artifact_power", diags);
                let (Some(c), Some(span)) = (c, rec.constant.as_ref().map(|c| c.span)) else { continue };
                let Some(i) = artifacts.iter().position(|a| a.constant == c) else {
                    let cands: Vec<&str> = artifacts.iter().map(|a| a.constant.as_str()).collect();
                    diags.push(messages::unknown_reference(span, "artifact", &c, &cands));
                    continue;
                };
                if unique(&mut seen, &c, span, diags)
                    && let Some(n) = n
                {
                    ip.artifacts.push((ArtiId((i + 1) as u8), n));
                }
            }
            _ => {}
        }
    }
    ip
}

fn rules(rec: &Record, ip: &mut ItemPower, diags: &mut Diags) {
    let mut f = Fields::new(rec, "item_power_rules", RULE_FIELDS, diags);
    if f.get("enchantment_power").is_some() {
        let mut table = Vec::new();
        let mut ok = true;
        for v in f.list("enchantment_power") {
            match super::fields::int(v, "enchantment_power", 0, MAX, f.diags()) {
                Some(n) => {
                    if table.last().is_some_and(|&last| (n as i32) < last) {
                        f.diags().push(messages::wrong_value(
                            v.span,
                            "enchantment_power",
                            "powers that never decrease",
                            "smaller than the one before",
                        ));
                        ok = false;
                    }
                    table.push(n as i32);
                }
                None => ok = false,
            }
        }
        if table.is_empty() {
            let span = f.get("enchantment_power").map_or(f.head(), |v| v.span);
            f.diags().push(messages::wrong_value(span, "enchantment_power", "a list of powers", "an empty list"));
        } else if ok {
            ip.enchantment_power = table;
        }
    }
    let set = |f: &mut Fields, key: &str, min: i64, slot: &mut i32| {
        if let Some(n) = f.int(key, min, MAX) {
            *slot = n as i32;
        }
    };
    set(&mut f, "beyond_step", 0, &mut ip.beyond_step);
    set(&mut f, "limit_base", -MAX, &mut ip.limit_base);
    set(&mut f, "limit_per_level", 0, &mut ip.limit_per_level);
    set(&mut f, "affix_default", -MAX, &mut ip.affix_default);
    set(&mut f, "magic_base", -MAX, &mut ip.magic_base);
    set(&mut f, "artifact_default", -MAX, &mut ip.artifact_default);
    set(&mut f, "rare", 1, &mut ip.rare);
    set(&mut f, "legendary", 1, &mut ip.legendary);
    if ip.legendary <= ip.rare {
        let span = f.get("legendary").or(f.get("rare")).map_or(f.head(), |v| v.span);
        f.diags().push(messages::wrong_value(span, "legendary", "a power above 'rare'", "not above it"));
    }
}

fn enchantments(rec: &Record, kind: &'static str, diags: &mut Diags) -> Option<i32> {
    let mut f = Fields::new(rec, kind, ENTRY_FIELDS, diags);
    f.req_int("enchantments", -MAX, MAX).map(|n| n as i32)
}

/// False (after reporting) when `c` already has a record.
fn unique(seen: &mut Vec<(String, Span)>, c: &str, span: Span, diags: &mut Diags) -> bool {
    if let Some((_, first)) = seen.iter().find(|(s, _)| s == c) {
        diags.push(messages::duplicate_name(span, *first, "item power record for", c));
        return false;
    }
    seen.push((c.to_string(), span));
    true
}
