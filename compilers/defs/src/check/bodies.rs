//! `body` records (`dat/bodies.def`): body shapes, their slots, and which
//! monsters have them.
//!
//! Membership has three tiers, most specific first: a shape's `monsters`
//! list, then its `classes`, then its trait selector (`flags` all present,
//! `without` all absent, `sizes`). A monster takes its shape from the
//! first tier that matches it; two shapes matching in that tier, or none
//! at all, is an error, so every monster resolves to exactly one shape.

use super::fields::{self, Fields};
use super::{Names, header};
use crate::ast::{Record, Value, ValueKind};
use crate::bodies::{BodyShape, MAX_SLOT_COUNT, NSLOTS, Outgrow, Slot};
use crate::enums::{MonClass, OClass, Size};
use crate::flags::*;
use crate::messages;
use crate::names::Named;
use crate::tables::{Objclass, Otyp, Permonst};
use oxhack_diag::{Diagnostic, Diags, Span};

pub const FIELDS: &[&str] =
    &["slots", "horns", "outgrows", "fits_anyway", "monsters", "classes", "flags", "without", "sizes"];

/// A checked shape with who it is for, before resolution.
pub struct Checked {
    pub shape: BodyShape,
    pub head: Span,
    monsters: Vec<(usize, Span)>,
    classes: Vec<MonClass>,
    traits: Option<Traits>,
    sizes: Vec<Size>,
}

type MFlags = (M1, M2, M3);

/// Flags that must be present and flags that must be absent.
#[derive(Default)]
struct Traits {
    with: MFlags,
    /// One entry per listed word: `nolimbs` is two bits, absent unless both are set.
    without: Vec<MFlags>,
}

impl Traits {
    fn fits(&self, m: &Permonst) -> bool {
        let has = |f: &MFlags| m.mflags1.contains(f.0) && m.mflags2.contains(f.1) && m.mflags3.contains(f.2);
        has(&self.with) && !self.without.iter().any(has)
    }
}

impl Checked {
    fn size_ok(&self, m: &Permonst) -> bool {
        self.sizes.is_empty() || self.sizes.contains(&m.msize)
    }
    /// Tier 1: named in `monsters`.
    fn by_list(&self, pm: usize) -> bool {
        self.monsters.iter().any(|(i, _)| *i == pm)
    }
    /// Tier 3: the trait selector (flags, without, sizes).
    fn by_traits(&self, m: &Permonst) -> bool {
        self.traits.as_ref().is_some_and(|t| t.fits(m)) && self.size_ok(m)
    }
    /// Tier 2: the monster's class (and size, if `sizes` is given).
    fn by_class(&self, m: &Permonst) -> bool {
        self.traits.is_none() && self.classes.contains(&m.mlet) && self.size_ok(m)
    }
}

pub fn check(rec: &Record, names: &Names, objects: &[(Objclass, &Record)], diags: &mut Diags) -> Option<Checked> {
    let (constant, name) = header(rec, "body", "BODY_", true, true, diags);
    let mut f = Fields::new(rec, "body", FIELDS, diags);
    // Bad slot entries are reported and count as absent, so the shape still
    // resolves its monsters and one mistake gives one message.
    let slots = f.req("slots").map(|v| slots(v, f.diags()));
    let horns = f.int_or0("horns", 0, 2) as u8;
    let outgrows = f.word::<Outgrow>("outgrows").unwrap_or(Outgrow::Break);
    let mut fits_anyway: Vec<Otyp> = Vec::new();
    for v in f.list("fits_anyway") {
        if let Some(o) = names.object_ref(v, f.diags()) {
            if objects.get(o.0 as usize).is_some_and(|(c, _)| c.class != OClass::Armor) {
                f.diags().push(messages::wrong_value(v.span, "fits_anyway", "armor", "not armor"));
            }
            fits_anyway.push(o);
        }
    }
    let mut monsters = Vec::new();
    for v in f.list("monsters") {
        if let Some(pm) = names.monster_ref(v, f.diags()) {
            monsters.push((pm.0 as usize, v.span));
        }
    }
    let mut classes = Vec::new();
    for v in f.list("classes") {
        if let Some(c) = fields::word::<MonClass>(v, "classes", f.diags()) {
            classes.push(c);
        }
    }
    let with = f.get("flags").map(|v| monster_flags(v, "flags", f.diags()));
    let without = f.get("without").map(|v| {
        let items: &[Value] = match &v.kind {
            ValueKind::List(items) => items,
            _ => std::slice::from_ref(v),
        };
        items.iter().map(|i| monster_flags(i, "without", f.diags())).collect::<Vec<_>>()
    });
    let mut sizes = Vec::new();
    for v in f.list("sizes") {
        if let Some(s) = fields::word::<Size>(v, "sizes", f.diags()) {
            sizes.push(s);
        }
    }
    // `sizes` alone (no classes) is a trait selector of its own.
    let trait_selector = with.is_some() || without.is_some() || (!sizes.is_empty() && classes.is_empty());
    let traits =
        trait_selector.then(|| Traits { with: with.unwrap_or_default(), without: without.unwrap_or_default() });
    let given = ["monsters", "classes", "flags", "without", "sizes"].iter().any(|k| f.get(k).is_some());
    if !given {
        f.diags().push(messages::body_selects_nothing(rec.head));
    }
    Some(Checked {
        shape: BodyShape { constant: constant?, name: name?, slots: slots?, horns, outgrows, fits_anyway },
        head: rec.head,
        monsters,
        classes,
        traits,
        sizes,
    })
}

/// `slots: [finger(2), neck, head, ...]`: a word is one of that slot.
fn slots(v: &Value, diags: &mut Diags) -> [u8; NSLOTS] {
    let items: &[Value] = match &v.kind {
        ValueKind::List(items) => items,
        _ => std::slice::from_ref(v),
    };
    let mut out = [0u8; NSLOTS];
    let mut seen: Vec<(Slot, Span)> = Vec::new();
    for item in items {
        let (word, span, count) = match &item.kind {
            ValueKind::Word(w) => (w.as_str(), item.span, Some(1)),
            ValueKind::Call(w, args) => {
                let count = match args.as_slice() {
                    [n] => fields::int(n, "slots", 0, MAX_SLOT_COUNT as i64, diags),
                    _ => {
                        diags.push(messages::wrong_value(item.span, "slots", "a slot or slot(count)", "a call"));
                        None
                    }
                };
                (w.node.as_str(), w.span, count)
            }
            other => {
                diags.push(messages::wrong_value(item.span, "slots", "a slot or slot(count)", other.describe()));
                continue;
            }
        };
        let Some(slot) = fields::lookup::<Slot>(word, span, diags) else { continue };
        if let Some((_, first)) = seen.iter().find(|(s, _)| *s == slot) {
            diags.push(messages::duplicate_name(span, *first, "body slot", slot.name()));
            continue;
        }
        seen.push((slot, span));
        if let Some(n) = count {
            out[slot as usize] = n as u8;
        }
    }
    out
}

/// A list of monster flag words, sorted into M1, M2 and M3.
fn monster_flags(v: &Value, key: &str, diags: &mut Diags) -> MFlags {
    let items: &[Value] = match &v.kind {
        ValueKind::List(items) => items,
        _ => std::slice::from_ref(v),
    };
    let mut out = MFlags::default();
    for item in items {
        match &item.kind {
            ValueKind::Word(w) => {
                if let Some(b) = M1::from_word(w) {
                    out.0 |= b;
                } else if let Some(b) = M2::from_word(w) {
                    out.1 |= b;
                } else if let Some(b) = M3::from_word(w) {
                    out.2 |= b;
                } else {
                    let mut all = M1::words();
                    all.extend(M2::words());
                    all.extend(M3::words());
                    diags.push(messages::unknown_name(item.span, "monster flag", w, &all));
                }
            }
            other => {
                diags.push(messages::wrong_value(item.span, key, "a list of monster flag names", other.describe()))
            }
        }
    }
    out
}

/// Resolves every monster to one shape: the index of its shape per monster.
/// Reports monsters with no shape and monsters two shapes claim in one tier.
pub fn resolve(shapes: &[Checked], monsters: &[Permonst], names: &Names, diags: &mut Diags) -> Vec<u8> {
    let mut out = Vec::with_capacity(monsters.len());
    let mut used = vec![false; shapes.len()];
    for (pm, m) in monsters.iter().enumerate() {
        let tiers: [(&str, Vec<usize>); 3] = [
            ("its monster list", (0..shapes.len()).filter(|&s| shapes[s].by_list(pm)).collect()),
            ("class", (0..shapes.len()).filter(|&s| shapes[s].by_class(m)).collect()),
            ("flags and sizes", (0..shapes.len()).filter(|&s| shapes[s].by_traits(m)).collect()),
        ];
        match tiers.iter().find(|(_, hits)| !hits.is_empty()) {
            Some((_, hits)) if hits.len() == 1 => {
                used[hits[0]] = true;
                out.push(hits[0] as u8);
            }
            Some((how, hits)) => {
                hits.iter().for_each(|&h| used[h] = true);
                let span = names.monster_span(pm).unwrap_or(shapes[hits[0]].head);
                diags.push(ambiguous(span, &m.constant, how, hits.iter().map(|&s| &shapes[s])));
                out.push(hits[0] as u8);
            }
            None => {
                let span = names.monster_span(pm).unwrap_or(shapes[0].head);
                diags.push(messages::no_body_shape(span, &m.constant));
                out.push(0);
            }
        }
    }
    for (i, s) in shapes.iter().enumerate() {
        if !used[i] {
            diags.push(messages::unused_body_shape(s.head, &s.shape.name));
        }
    }
    out
}

fn ambiguous<'a>(span: Span, monster: &str, how: &str, shapes: impl Iterator<Item = &'a Checked>) -> Diagnostic {
    let shapes: Vec<&Checked> = shapes.collect();
    let names: Vec<String> = shapes.iter().map(|c| format!("'{}'", c.shape.name)).collect();
    let mut labels = vec![span.primary("this monster")];
    labels.extend(shapes.iter().map(|c| c.head.secondary(format!("claims it by {how}"))));
    Diagnostic::error()
        .with_message(format!("monster {monster} fits {} body shapes by {how}: {}", shapes.len(), names.join(" and ")))
        .with_labels(labels)
        .with_notes(vec![
            "help: name the monster in one shape's `monsters` list (that tier wins), or narrow a selector".into(),
        ])
}
