//! `object` records: NetHack's `objects[]`.

use super::fields::Fields;
use super::{Names, header};
use crate::ast::{Record, ValueKind};
use crate::enums::*;
use crate::flags::ObjFlags;
use crate::messages;
use crate::tables::{Objclass, PIERCE, SLASH};
use oxhack_diag::Diags;

pub const FIELDS: &[&str] = &[
    "class",
    "description",
    "material",
    "color",
    "flags",
    "prob",
    "weight",
    "cost",
    "delay",
    "nutrition",
    "skill",
    "strike",
    "dir",
    "sdam",
    "ldam",
    "to_hit",
    "armcat",
    "ac",
    "mc",
    "level",
    "oprop",
];

/// Classes whose `oc_skill`/`oc_dir` describe how they hit.
fn weaponish(class: OClass) -> bool {
    matches!(class, OClass::Weapon | OClass::Tool | OClass::Gem | OClass::Rock | OClass::Ball | OClass::Chain)
}

pub fn check(rec: &Record, names: &mut Names, diags: &mut Diags) -> Option<Objclass> {
    let (constant, name) = header(rec, "object", "", false, false, diags);
    names.object_constant(constant.as_deref(), rec, diags);
    let mut f = Fields::new(rec, "object", FIELDS, diags);
    let class = f.req_word::<OClass>("class");
    let descr = f.string("description");
    if name.is_none() && descr.is_none() {
        f.diags().push(messages::missing_header(
            rec.head,
            "an object",
            "a name or a description",
            "object CONSTANT \"name\" { ... }",
        ));
    }
    let material = f.word::<Material>("material");
    let color = f.req_word::<Color>("color");
    let flags = f.flags::<ObjFlags>("flags");
    let prob = f.req_int("prob", 0, 1000);
    let weight = f.req_int("weight", 0, u16::MAX as i64);
    let cost = f.req_int("cost", 0, i16::MAX as i64);
    let delay = f.int_or0("delay", -128, 127);
    let nutrition = f.int_or0("nutrition", 0, u16::MAX as i64);
    let sdam = f.int_or0("sdam", 0, 127);
    let ldam = f.int_or0("ldam", 0, 127);
    let oprop = f.word::<Prop>("oprop");

    let class = class?;
    let mut oc1 = 0i64;
    let mut oc2 = 0i64;
    let mut subtyp = 0i64;
    let mut dir = 0u8;

    // Class-specific fields; each is reported where it does not belong.
    let only = |f: &mut Fields, key: &str, ok: bool, applies: &str| -> bool {
        match f.get(key) {
            Some(v) if !ok => {
                let span = v.span;
                f.diags().push(messages::field_not_for_class(span, key, applies));
                false
            }
            Some(_) => true,
            None => false,
        }
    };
    let is_armor = class == OClass::Armor;
    let is_book = class == OClass::Spbook;
    let has_dir = matches!(class, OClass::Wand | OClass::Spbook);
    if only(&mut f, "armcat", is_armor, "armor") {
        subtyp = f.word::<ArmCat>("armcat").map_or(0, |a| a.value() as i64);
    } else if is_armor {
        f.req("armcat");
    }
    if only(&mut f, "ac", is_armor, "armor") {
        oc1 = f.int_or0("ac", -128, 127);
    }
    if only(&mut f, "mc", is_armor, "armor") {
        oc2 = f.int_or0("mc", -128, 127);
    }
    if only(&mut f, "level", is_book, "spellbooks") {
        oc2 = f.int_or0("level", -128, 127);
    }
    if only(&mut f, "to_hit", !is_armor && !is_book, "weapons and weapon-like objects") {
        oc1 = f.int_or0("to_hit", -128, 127);
    }
    if only(&mut f, "skill", !is_armor, "objects other than armor")
        && let Some(v) = f.get("skill")
    {
        {
            let (w, neg) = match &v.kind {
                ValueKind::Word(w) => (Some(w.as_str()), false),
                ValueKind::NegWord(w) => (Some(w.as_str()), true),
                other => {
                    f.diags().push(messages::wrong_value(
                        v.span,
                        "skill",
                        "a skill name, or -name for ammunition",
                        other.describe(),
                    ));
                    (None, false)
                }
            };
            if let Some(s) = w.and_then(|w| super::fields::lookup::<Skill>(w, v.span, f.diags())) {
                subtyp = if neg { -(s.value() as i64) } else { s.value() as i64 };
            }
        }
    }
    if only(&mut f, "dir", has_dir, "wands and spellbooks")
        && let Some(v) = f.get("dir")
    {
        {
            match &v.kind {
                ValueKind::Word(w) if w == "nodir" => dir = crate::tables::NODIR,
                ValueKind::Word(w) if w == "immediate" => dir = crate::tables::IMMEDIATE,
                ValueKind::Word(w) if w == "ray" => dir = crate::tables::RAY,
                ValueKind::Word(w) => {
                    let cands = ["nodir", "immediate", "ray"].map(String::from);
                    f.diags().push(messages::unknown_name(v.span, "direction", w, &cands));
                }
                other => {
                    f.diags().push(messages::wrong_value(v.span, "dir", "nodir, immediate or ray", other.describe()))
                }
            }
        }
    }
    if only(&mut f, "strike", weaponish(class), "weapons, weapon-tools, gems, rocks, balls and chains") {
        for item in f.list("strike") {
            match &item.kind {
                ValueKind::Word(w) if w == "pierce" => dir |= PIERCE,
                ValueKind::Word(w) if w == "slash" => dir |= SLASH,
                ValueKind::Word(w) if w == "whack" => {}
                ValueKind::Word(w) => {
                    let cands = ["pierce", "slash", "whack"].map(String::from);
                    f.diags().push(messages::unknown_name(item.span, "strike", w, &cands));
                }
                other => f.diags().push(messages::wrong_value(
                    item.span,
                    "strike",
                    "pierce, slash or whack",
                    other.describe(),
                )),
            }
        }
    }

    Some(Objclass {
        constant,
        name,
        descr,
        class,
        flags,
        dir,
        material,
        subtyp: subtyp as i8,
        oprop,
        delay: delay as i8,
        color: color?,
        prob: prob? as i16,
        weight: weight? as u16,
        cost: cost? as i16,
        wsdam: sdam as i8,
        wldam: ldam as i8,
        oc1: oc1 as i8,
        oc2: oc2 as i8,
        nutrition: nutrition as u16,
    })
}

/// Per class, probabilities must all be 0 or add up to 1000 (o_init.c).
pub fn check_probabilities(objects: &[(Objclass, &Record)], diags: &mut Diags) {
    for class in OClass::ALL {
        let members: Vec<_> = objects.iter().filter(|(o, _)| o.class == *class).collect();
        let sum: i64 = members.iter().map(|(o, _)| o.prob as i64).sum();
        if sum != 0
            && sum != 1000
            && let Some((_, rec)) = members.last()
        {
            diags.push(messages::prob_sum(rec.head, &class.to_string(), sum));
        }
    }
}
