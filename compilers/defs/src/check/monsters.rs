//! `monster` records: NetHack's `mons[]`.

use super::fields::{self, Fields};
use super::{Names, header};
use crate::ast::{Record, ValueKind};
use crate::enums::*;
use crate::flags::*;
use crate::messages;
use crate::tables::{Attack, NATTK, Permonst};
use oxhack_diag::Diags;

pub const FIELDS: &[&str] = &[
    "class",
    "level",
    "speed",
    "ac",
    "mr",
    "alignment",
    "generation",
    "frequency",
    "attacks",
    "weight",
    "nutrition",
    "sound",
    "size",
    "resists",
    "conveys",
    "flags",
    "difficulty",
    "color",
];

pub fn check(rec: &Record, names: &mut Names, diags: &mut Diags) -> Option<Permonst> {
    let (constant, name) = header(rec, "monster", "PM_", true, true, diags);
    names.monster_constant(constant.as_deref(), rec, diags);
    let mut f = Fields::new(rec, "monster", FIELDS, diags);
    let mlet = f.req_word::<MonClass>("class");
    let mlevel = f.req_int("level", -128, 127);
    let mmove = f.req_int("speed", 0, 127);
    let ac = f.req_int("ac", -128, 127);
    let mr = f.req_int("mr", -128, 127);
    let align = f.req_int("alignment", -128, 127);
    let geno = f.flags::<Geno>("generation");
    let freq = f.req_int("frequency", 0, 7);
    let cwt = f.req_int("weight", 0, u16::MAX as i64);
    let cnutrit = f.req_int("nutrition", 0, u16::MAX as i64);
    let msound = f.req_word::<Sound>("sound");
    let msize = f.req_word::<Size>("size");
    let mresists = f.flags::<Mr>("resists");
    let mconveys = f.flags::<Mr>("conveys");
    let difficulty = f.req_int("difficulty", 0, 255);
    let color = f.req_word::<Color>("color");

    // Flags of all three words in one list; each word belongs to one of them.
    let mut m1 = M1::empty();
    let mut m2 = M2::empty();
    let mut m3 = M3::empty();
    for item in f.list("flags") {
        match &item.kind {
            ValueKind::Word(w) => {
                if let Some(b) = M1::from_word(w) {
                    m1 |= b;
                } else if let Some(b) = M2::from_word(w) {
                    m2 |= b;
                } else if let Some(b) = M3::from_word(w) {
                    m3 |= b;
                } else {
                    let mut all = M1::words();
                    all.extend(M2::words());
                    all.extend(M3::words());
                    f.diags().push(messages::unknown_name(item.span, "monster flag", w, &all));
                }
            }
            other => f.diags().push(messages::wrong_value(
                item.span,
                "flags",
                "a list of monster flag names",
                other.describe(),
            )),
        }
    }

    let mut attacks = [Attack::NONE; NATTK];
    let list = f.list("attacks");
    if list.len() > NATTK {
        f.diags().push(messages::too_many(list[NATTK].span, "attacks", NATTK));
    }
    for (slot, item) in attacks.iter_mut().zip(list) {
        if let Some(a) = attack(item, f.diags()) {
            *slot = a;
        }
    }

    Some(Permonst {
        constant: constant?,
        name: name?,
        mlet: mlet?,
        mlevel: mlevel? as i8,
        mmove: mmove? as i8,
        ac: ac? as i8,
        mr: mr? as i8,
        maligntyp: align? as i8,
        geno,
        freq: freq? as u8,
        attacks,
        cwt: cwt? as u16,
        cnutrit: cnutrit? as u16,
        msound: msound?,
        msize: msize?,
        mresists,
        mconveys,
        mflags1: m1,
        mflags2: m2,
        mflags3: m3,
        difficulty: difficulty? as u8,
        color: color?,
    })
}

/// `bite(phys, 1d4)`: attack form, damage type, dice.
fn attack(v: &crate::ast::Value, diags: &mut Diags) -> Option<Attack> {
    let ValueKind::Call(form, args) = &v.kind else {
        diags.push(messages::wrong_value(v.span, "attacks", "attacks written form(damage, NdM)", v.kind.describe()));
        return None;
    };
    let aatyp = fields::lookup::<AttackType>(&form.node, form.span, diags);
    if args.len() != 2 {
        diags.push(messages::wrong_value(v.span, "attacks", "two arguments: damage type and dice", "something else"));
        return None;
    }
    let adtyp = fields::word::<DamageType>(&args[0], "attack damage", diags);
    let (damn, damd) = match args[1].kind {
        ValueKind::Dice(n, d) if n <= 255 && d <= 255 => (n as u8, d as u8),
        ValueKind::Dice(n, d) => {
            diags.push(messages::out_of_range(args[1].span, "dice", n.max(d) as i64, 0, 255));
            return None;
        }
        ref other => {
            diags.push(messages::wrong_value(args[1].span, "attack dice", "dice such as 1d4", other.describe()));
            return None;
        }
    };
    Some(Attack { aatyp: aatyp?, adtyp: adtyp?, damn, damd })
}
