//! The attributes part of enlightenment (`attributes_enlightenment`), for
//! wizard mode's `^X` and the potion: alignment, resistances, senses,
//! appearance, movement, physical attributes, luck and prayer; and, in
//! wizard mode, where each comes from (`from_what`, `what_gives`).

use super::Enl;
use crate::game::Game;
use crate::hero::exper::{race_abil, role_abil};
use crate::hero::worn::{W_ART, arti_defense, arti_spfx};
use crate::objects::objnam::{NameCtx, bare_artifactname, minimal_xname};
use crate::world::obj::{Obj, Worn};
use crate::world::you::{FROMOUTSIDE, TIMEOUT};
use oxhack_defs::Prop;
use oxhack_tables::{ids, tables};

/// Where an innate property comes from (`FROM_*` of `is_innate`).
#[derive(PartialEq)]
enum Innate {
    None,
    /// From the role or race at level 1.
    Start,
    /// From eating, a god, a potion (`FROMOUTSIDE`).
    Outside,
    /// From the role at a later level.
    Experience,
}

/// `piousness(TRUE, "aligned")`: how aligned the alignment record says.
fn piousness(record: i32) -> String {
    let pio = match record {
        r if r >= 20 => "piously",
        r if r > 13 => "devoutly",
        r if r > 8 => "fervently",
        r if r > 3 => "stridently",
        3 => "",
        r if r > 0 => "haltingly",
        0 => "nominally",
        r if r >= -3 => "strayed",
        r if r >= -8 => "sinned",
        _ => "transgressed",
    };
    match record {
        3 => "aligned".to_string(),
        r if r >= 0 => format!("{pio} aligned"),
        _ => pio.to_string(),
    }
}

impl Game {
    /// `is_innate`: whether property `p` is the hero's by role, race,
    /// experience or from outside.
    fn innateness(&self, p: Prop) -> Innate {
        let u = &self.u;
        if p == Prop::Fast && self.very_fast() {
            return Innate::None;
        }
        let lvl = u.ulevel();
        if let Some(&(l, ..)) = role_abil(u.hero.role).iter().find(|a| a.1 == p && lvl >= a.0) {
            return if l == 1 { Innate::Start } else { Innate::Experience };
        }
        if race_abil(u.hero.race).iter().any(|a| a.1 == p && lvl >= a.0) {
            return Innate::Start;
        }
        if u.prop(p).intrinsic & FROMOUTSIDE != 0 {
            return Innate::Outside;
        }
        if p == Prop::Jumping && u.hero.role == ids::PM_KNIGHT && u.prop(p).extrinsic.is_empty() {
            return Innate::Start;
        }
        Innate::None
    }

    /// `what_gives`: the one worn, wielded or carried object that gives
    /// the hero property `p`, if one alone does.
    fn what_gives(&self, p: Prop) -> Option<&Obj> {
        let t = tables();
        let wornmask = Worn::ARMOR | Worn::AMUL | Worn::RING | Worn::TOOL | Worn::WEP | W_ART;
        let wornbits = self.u.prop(p).extrinsic & wornmask;
        self.u.invent.iter().find(|o| match o.oartifact.and_then(|a| t.arti(a)) {
            Some(a) => {
                let worn = !(o.owornmask - W_ART).is_empty();
                arti_defense(a.cary.adtyp).filter(|_| !a.cary.is_none()) == Some(p)
                    || (worn && arti_defense(a.defn.adtyp).filter(|_| !a.defn.is_none()) == Some(p))
                    || arti_spfx(a.cspfx).any(|q| q == p)
                    || (worn && arti_spfx(a.spfx).any(|q| q == p))
            }
            None => !wornbits.is_empty() && wornbits == (o.owornmask & wornmask),
        })
    }

    /// `ysimple_name`: "your" and the object's bare type name.
    fn ysimple_name(&self, o: &Obj) -> String {
        let c = NameCtx::new(tables(), &self.os);
        format!("your {}", minimal_xname(&c, o))
    }

    /// `from_what`: in wizard mode, why the hero has property `p` ("
    /// innately", " because of your cloak of displacement"); nothing
    /// otherwise.
    #[allow(clippy::wrong_self_convention)] // NetHack's name
    pub(super) fn from_what(&self, p: Prop) -> String {
        if !self.wizard {
            return String::new();
        }
        let u = &self.u;
        let mut buf = match self.innateness(p) {
            Innate::Start => " innately".to_string(),
            Innate::Outside => " intrinsically".to_string(),
            Innate::Experience => " because of your experience".to_string(),
            Innate::None if p == Prop::Fast && self.very_fast() => {
                let boots = u.worn(Worn::ARMF).map(|i| &u.invent[i]);
                let cause = if u.prop(p).intrinsic & TIMEOUT != 0 {
                    "a potion or spell".to_string()
                } else if let Some(b) =
                    boots.filter(|b| u.prop(p).extrinsic.contains(Worn::ARMF) && b.dknown && self.os.is_known(b.otyp))
                {
                    self.ysimple_name(b)
                } else if !u.prop(p).extrinsic.is_empty() {
                    "worn equipment".to_string()
                } else {
                    "something".to_string()
                };
                format!(" because of {cause}")
            }
            Innate::None => match self.what_gives(p) {
                Some(o) if o.oartifact.is_some() => {
                    format!(" because of {}", bare_artifactname(&NameCtx::new(tables(), &self.os), o))
                }
                Some(o) => format!(" because of {}", self.ysimple_name(o)),
                None => String::new(),
            },
        };
        if let Some(k) = buf.find(" pair of ") {
            buf.replace_range(k + 1..k + 9, "");
        } else if p == Prop::Strangled
            && let Some(k) = buf.find(" of strangulation")
        {
            buf.truncate(k);
        }
        buf
    }

    pub(super) fn attributes_enlightenment(&self, e: &mut Enl) {
        let u = &self.u;
        let has = |p: Prop| u.has(p);
        let fw = |p: Prop| self.from_what(p);
        e.out("");
        e.out(if e.final_ { "Final Attributes:" } else { "Current Attributes:" });
        let record = u.ualign.record;
        if record >= 0 {
            e.you_are(&piousness(record), "");
        } else {
            e.you_have(&piousness(record), "");
        }
        if self.wizard {
            e.msg("Your alignment ", "is", "was", &format!(" {record}"), "");
        }
        // Resistances to troubles.
        for (p, what) in [
            (Prop::Invulnerable, "invulnerable"),
            (Prop::Antimagic, "magic-protected"),
            (Prop::FireRes, "fire resistant"),
            (Prop::ColdRes, "cold resistant"),
            (Prop::SleepRes, "sleep resistant"),
            (Prop::DisintRes, "disintegration-resistant"),
            (Prop::ShockRes, "shock resistant"),
            (Prop::PoisonRes, "poison resistant"),
            (Prop::AcidRes, "acid resistant"),
            (Prop::DrainRes, "level-drain resistant"),
            (Prop::SickRes, "immune to sickness"),
            (Prop::StoneRes, "petrification resistant"),
        ] {
            if has(p) {
                e.you_are(what, &fw(p));
            }
        }
        if has(Prop::HallucRes) {
            e.msg("You ", "resist", "resisted", " hallucinations", &fw(Prop::HallucRes));
        }
        // Vision and senses.
        if has(Prop::SeeInvis) {
            if has(Prop::Blinded) {
                e.msg("You ", "will see", "would have seen", " invisible when not blind", &fw(Prop::SeeInvis));
            } else {
                e.msg("You ", "see", "saw", " invisible", &fw(Prop::SeeInvis));
            }
        }
        if has(Prop::Telepat) {
            e.you_are("telepathic", &fw(Prop::Telepat));
        }
        if has(Prop::Warning) {
            e.you_are("warned", &fw(Prop::Warning));
        }
        if has(Prop::WarnUndead) {
            e.you_are("warned of undead", &fw(Prop::WarnUndead));
        }
        if has(Prop::Searching) {
            e.you_have("automatic searching", &fw(Prop::Searching));
        }
        let clairvoyance = u.prop(Prop::Clairvoyant);
        if has(Prop::Clairvoyant) {
            e.you_are("clairvoyant", &fw(Prop::Clairvoyant));
        } else if (clairvoyance.intrinsic != 0 || !clairvoyance.extrinsic.is_empty())
            && !clairvoyance.blocked.is_empty()
        {
            let why = match u.worn(Worn::ARMH).filter(|_| self.wizard && clairvoyance.blocked.contains(Worn::ARMH)) {
                Some(h) => format!(" if not for {}", self.ysimple_name(&u.invent[h])),
                None => String::new(),
            };
            e.msg("You ", "could be", "could have been", " clairvoyant", &why);
        }
        if has(Prop::Infravision) {
            e.you_have("infravision", &fw(Prop::Infravision));
        }
        if has(Prop::DetectMonsters) {
            e.you_are("sensing the presence of monsters", "");
        }
        // Appearance and behavior.
        if has(Prop::Invis) {
            let what = if has(Prop::SeeInvis) { "invisible to others" } else { "invisible" };
            e.you_are(what, &fw(Prop::Invis));
        } else if (u.prop(Prop::Invis).intrinsic != 0 || !u.prop(Prop::Invis).extrinsic.is_empty())
            && !u.prop(Prop::Invis).blocked.is_empty()
        {
            let why = match u.worn(Worn::ARMC).filter(|_| self.wizard) {
                Some(c) => format!(" because of {}", self.ysimple_name(&u.invent[c])),
                None => String::new(),
            };
            e.you_are("visible", &why);
        }
        if has(Prop::Displaced) {
            e.you_are("displaced", &fw(Prop::Displaced));
        }
        if has(Prop::Stealth) {
            e.you_are("stealthy", &fw(Prop::Stealth));
        }
        if has(Prop::AggravateMonster) {
            e.msg("You aggravate", "", "d", " monsters", &fw(Prop::AggravateMonster));
        }
        if has(Prop::Conflict) {
            e.msg("You cause", "", "d", " conflict", &fw(Prop::Conflict));
        }
        self.movement_attributes(e);
        self.physical_attributes(e);
        self.misc_attributes(e);
    }

    /// Jumping, teleportation, water walking, swimming, breathing.
    fn movement_attributes(&self, e: &mut Enl) {
        let u = &self.u;
        for (p, what) in [(Prop::Jumping, "jump"), (Prop::Teleport, "teleport")] {
            if u.has(p) {
                e.you_can(what, &self.from_what(p));
            }
        }
        if u.has(Prop::TeleportControl) {
            e.you_have("teleport control", &self.from_what(Prop::TeleportControl));
        }
        for (p, what) in [
            (Prop::Wwalking, "walk on water"),
            (Prop::Swimming, "swim"),
            (Prop::MagicalBreathing, "survive without air"),
            (Prop::PassesWalls, "walk through walls"),
        ] {
            if u.has(p) {
                e.you_can(what, &self.from_what(p));
            }
        }
    }

    /// Regeneration, protection, half damage, shape changes, speed,
    /// reflection, free action, fixed abilities, life saving.
    fn physical_attributes(&self, e: &mut Enl) {
        let t = tables();
        let u = &self.u;
        if u.has(Prop::Regeneration) {
            e.msg("You regenerate", "", "d", "", &self.from_what(Prop::Regeneration));
        }
        if u.has(Prop::SlowDigestion) {
            e.you_have("slower digestion", &self.from_what(Prop::SlowDigestion));
        }
        if u.has(Prop::Protection) {
            let rings: i32 = u
                .invent
                .iter()
                .filter(|o| o.otyp == ids::RIN_PROTECTION && o.owornmask.intersects(Worn::RING))
                .map(|o| i32::from(o.spe))
                .sum();
            let blessed =
                if u.prop(Prop::Protection).intrinsic & crate::world::you::INTRINSIC != 0 { u.ublessed } else { 0 };
            let prot = rings + blessed;
            if prot != 0 {
                e.you_have(&combatinc("defense", prot, e.final_ || self.wizard), "");
            }
        }
        let armpro = u
            .invent
            .iter()
            .filter(|o| o.owornmask.intersects(Worn::ARMOR))
            .map(|o| i32::from(t.obj(o.otyp).oc2))
            .max()
            .unwrap_or(0)
            .clamp(0, 3);
        if armpro > 0 {
            e.you_are(["", "warded", "guarded", "protected"][armpro as usize], "");
        }
        for (p, cat) in [(Prop::HalfPhdam, "physical"), (Prop::HalfSpdam, "spell")] {
            if u.has(p) {
                let how = if e.final_ || self.wizard { "half" } else { "reduced" };
                e.msg("You ", "take", "took", &format!(" {how} {cat} damage"), &self.from_what(p));
            }
        }
        if u.has(Prop::ProtFromShapeChangers) {
            e.you_are("protected from shape changers", &self.from_what(Prop::ProtFromShapeChangers));
        }
        if u.has(Prop::Unchanging) {
            e.you_can("not change from your current form", &self.from_what(Prop::Unchanging));
        } else if u.has(Prop::Polymorph) {
            e.you_are("polymorphing periodically", &self.from_what(Prop::Polymorph));
        }
        if u.has(Prop::PolymorphControl) {
            e.you_have("polymorph control", &self.from_what(Prop::PolymorphControl));
        }
        if u.has(Prop::Fast) {
            let what = if self.very_fast() { "very fast" } else { "fast" };
            e.you_are(what, &self.from_what(Prop::Fast));
        }
        if u.has(Prop::Reflecting) {
            e.you_have("reflection", &self.from_what(Prop::Reflecting));
        }
        if u.has(Prop::FreeAction) {
            e.you_have("free action", &self.from_what(Prop::FreeAction));
        }
        if u.has(Prop::FixedAbil) {
            e.you_have("fixed abilities", &self.from_what(Prop::FixedAbil));
        }
        if u.has(Prop::Lifesaved) {
            e.msg("Your life ", "will be", "would have been", " saved", "");
        }
    }

    /// Luck, luckstones, the god's anger or whether prayer is safe.
    fn misc_attributes(&self, e: &mut Enl) {
        let u = &self.u;
        let luck = self.luck();
        if luck != 0 {
            let l = luck.abs();
            let how = if l >= 10 {
                "extremely "
            } else if l >= 5 {
                "very "
            } else {
                ""
            };
            let un = if luck < 0 { "un" } else { "" };
            let mut buf = format!("{how}{un}lucky");
            if self.wizard {
                buf.push_str(&format!(" ({luck})"));
            }
            e.you_are(&buf, "");
        } else if self.wizard {
            e.msg("Your luck ", "is", "was", " zero", "");
        }
        let stones: Vec<&Obj> = u.invent.iter().filter(|o| o.otyp == ids::LUCKSTONE).collect();
        if !stones.is_empty() {
            let sum: i64 = stones
                .iter()
                .map(|o| {
                    if o.cursed {
                        -o.quan
                    } else if o.blessed {
                        o.quan
                    } else {
                        0
                    }
                })
                .sum();
            if sum <= 0 {
                e.msg("Bad luck ", "does", "did", " not time out for you", "");
            }
            if sum >= 0 {
                e.msg("Good luck ", "does", "did", " not time out for you", "");
            }
        }
        if u.ugangr > 0 {
            let how = if u.ugangr > 6 {
                "extremely "
            } else if u.ugangr > 3 {
                "very "
            } else {
                ""
            };
            let mut buf = format!(" {how}angry with you");
            if self.wizard {
                buf.push_str(&format!(" ({})", u.ugangr));
            }
            e.msg(self.u_gname(), " is", " was", &buf, "");
        } else if !e.final_ {
            let mut buf = format!("{}safely pray", if self.can_pray_safely() { "" } else { "not " });
            if self.wizard {
                buf.push_str(&format!(" ({})", u.ublesscnt));
            }
            e.you_can(&buf, "");
        }
    }

    /// `can_pray(FALSE)`: whether praying now would please the hero's
    /// god (not too soon, luck and alignment not negative, god not angry,
    /// not in Gehennom).
    fn can_pray_safely(&self) -> bool {
        let u = &self.u;
        let too_soon = match self.in_trouble() {
            Some(t) if t.is_major() => u.ublesscnt > 200,
            Some(_) => u.ublesscnt > 100,
            None => u.ublesscnt > 0,
        };
        !too_soon && self.luck() >= 0 && u.ugangr == 0 && u.ualign.record >= 0 && !self.level_ctx(u.uz).in_hell
    }
}

/// `enlght_combatinc`: "a small defense bonus (+2)".
fn combatinc(inctyp: &str, amt: i32, exact: bool) -> String {
    let mut abs = amt.abs();
    if inctyp == "defense" {
        abs = abs * 2 / 3;
    }
    let modif = if abs <= 3 {
        "small"
    } else if abs <= 6 {
        "moderate"
    } else if abs <= 12 {
        "large"
    } else {
        "huge"
    };
    let modif = if amt == 0 { "no".to_string() } else { crate::objects::objnam::an(modif) };
    let bonus = if amt >= 0 { "bonus" } else { "penalty" };
    let mut s =
        if inctyp == "to hit" { format!("{modif} {bonus} {inctyp}") } else { format!("{modif} {inctyp} {bonus}") };
    if exact {
        s.push_str(&format!(" ({}{amt})", if amt > 0 { "+" } else { "" }));
    }
    s
}
