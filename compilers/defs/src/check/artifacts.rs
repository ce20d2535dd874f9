//! `artifact` records: NetHack's `artilist[]`.

use super::fields::{self, Fields};
use super::{Names, header};
use crate::ast::{Record, Value, ValueKind};
use crate::enums::*;
use crate::flags::*;
use crate::messages;
use crate::names::Named;
use crate::tables::{ArtiAttack, ArtiTarget, Artifact, Invoke};
use oxhack_diag::Diags;

pub const FIELDS: &[&str] = &[
    "base",
    "alignment",
    "role",
    "race",
    "cost",
    "color",
    "spfx",
    "cspfx",
    "mtype",
    "attack",
    "defense",
    "carried",
    "invoke",
];

pub fn check(rec: &Record, names: &Names, diags: &mut Diags) -> Option<Artifact> {
    let (constant, name) = header(rec, "artifact", "ART_", true, true, diags);
    let mut f = Fields::new(rec, "artifact", FIELDS, diags);
    let otyp = f.req("base").and_then(|v| names.object_ref(v, f.diags()));
    let alignment = f.req_word::<Align>("alignment");
    // `None` inside: not given (NON_PM); `None` outside: given but wrong.
    let role: Option<Option<_>> = match f.get("role") {
        Some(v) => names.monster_ref(v, f.diags()).map(Some),
        None => Some(None),
    };
    let race: Option<Option<_>> = match f.get("race") {
        Some(v) => names.monster_ref(v, f.diags()).map(Some),
        None => Some(None),
    };
    let cost = f.req_int("cost", 0, i64::MAX);
    let acolor = f.req_word::<Color>("color");
    let spfx = f.flags::<Spfx>("spfx");
    let cspfx = f.flags::<Spfx>("cspfx");
    let attk = f.get("attack").map_or(Some(ArtiAttack::NONE), |v| arti_attack(v, "attack", f.diags()));
    let defn = f.get("defense").map_or(Some(ArtiAttack::NONE), |v| arti_attack(v, "defense", f.diags()));
    let cary = f.get("carried").map_or(Some(ArtiAttack::NONE), |v| arti_attack(v, "carried", f.diags()));
    let inv_prop = match f.get("invoke") {
        None => Some(None),
        Some(v) => invoke(v, f.diags()).map(Some),
    };
    let mtype = target(&mut f, spfx, names);

    Some(Artifact {
        constant: constant?,
        name: name?,
        otyp: otyp?,
        spfx,
        cspfx,
        mtype: mtype?,
        attk: attk?,
        defn: defn?,
        cary: cary?,
        inv_prop: inv_prop?,
        alignment: alignment?,
        role: role?,
        race: race?,
        cost: cost?,
        acolor: acolor?,
    })
}

/// `none`, `drli` or `phys(5, 10)`: damage type with to-hit and damage dice.
fn arti_attack(v: &Value, key: &str, diags: &mut Diags) -> Option<ArtiAttack> {
    match &v.kind {
        ValueKind::Word(w) if w == "none" => Some(ArtiAttack::NONE),
        ValueKind::Word(w) => {
            Some(ArtiAttack { adtyp: fields::lookup::<DamageType>(w, v.span, diags)?, damn: 0, damd: 0 })
        }
        ValueKind::Call(ad, args) if args.len() == 2 => {
            let adtyp = fields::lookup::<DamageType>(&ad.node, ad.span, diags);
            let damn = fields::int(&args[0], key, 0, 255, diags);
            let damd = fields::int(&args[1], key, 0, 255, diags);
            Some(ArtiAttack { adtyp: adtyp?, damn: damn? as u8, damd: damd? as u8 })
        }
        other => {
            diags.push(messages::wrong_value(
                v.span,
                key,
                "none, a damage type, or type(to-hit, damage)",
                other.describe(),
            ));
            None
        }
    }
}

fn invoke(v: &Value, diags: &mut Diags) -> Option<Invoke> {
    let ValueKind::Word(w) = &v.kind else {
        diags.push(messages::wrong_value(v.span, "invoke", "a property or invocation name", v.kind.describe()));
        return None;
    };
    if let Some(p) = Prop::from_name(w) {
        return Some(Invoke::Prop(p));
    }
    if let Some(s) = InvokeSpecial::from_name(w) {
        return Some(Invoke::Special(s));
    }
    let cands: Vec<String> = Prop::names().chain(InvokeSpecial::names()).map(String::from).collect();
    diags.push(messages::unknown_name(v.span, "invocation", w, &cands));
    None
}

/// `mtype`, which must agree with the `SPFX_D*` bit in `spfx`.
fn target(f: &mut Fields, spfx: Spfx, names: &Names) -> Option<ArtiTarget> {
    let Some(v) = f.get("mtype") else {
        for (bit, word) in
            [(Spfx::DCLAS, "dclas"), (Spfx::DMONS, "dmons"), (Spfx::DFLAG1, "dflag1"), (Spfx::DFLAG2, "dflag2")]
        {
            if spfx.contains(bit) {
                let head = f.head();
                f.diags().push(messages::missing_mtype(head, word));
                return None;
            }
        }
        return Some(ArtiTarget::None);
    };
    let ValueKind::Call(kind, args) = &v.kind else {
        f.diags().push(messages::wrong_value(v.span, "mtype", "class(..), monster(..) or flag(..)", v.kind.describe()));
        return None;
    };
    let Some(arg) = args.first().filter(|_| args.len() == 1) else {
        f.diags().push(messages::wrong_value(v.span, "mtype", "exactly one argument", "something else"));
        return None;
    };
    let (t, needs) = match kind.node.as_str() {
        "class" => (ArtiTarget::Class(fields::word::<MonClass>(arg, "mtype", f.diags())?), Spfx::DCLAS),
        "monster" => (ArtiTarget::Monster(names.monster_ref(arg, f.diags())?), Spfx::DMONS),
        "flag" => {
            let ValueKind::Word(w) = &arg.kind else {
                f.diags().push(messages::wrong_value(arg.span, "mtype", "a monster flag name", arg.kind.describe()));
                return None;
            };
            if let Some(b) = M1::from_word(w) {
                (ArtiTarget::Flag1(b), Spfx::DFLAG1)
            } else if let Some(b) = M2::from_word(w) {
                (ArtiTarget::Flag2(b), Spfx::DFLAG2)
            } else {
                let mut all = M1::words();
                all.extend(M2::words());
                f.diags().push(messages::unknown_name(arg.span, "monster flag", w, &all));
                return None;
            }
        }
        other => {
            let cands = ["class", "monster", "flag"].map(String::from);
            f.diags().push(messages::unknown_name(kind.span, "target kind", other, &cands));
            return None;
        }
    };
    if !spfx.contains(needs) {
        let word = needs.to_words().join("");
        f.diags().push(messages::mtype_mismatch(v.span, &word));
    }
    Some(t)
}
