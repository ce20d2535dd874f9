//! Monster and object detection and enlightenment (detect.c,
//! insight.c), shared by potions, scrolls, spells and fountains.

use crate::game::Game;
use oxhack_defs::Prop;

impl Game {
    /// Monster detection: every monster on the level is listed with where
    /// it is from the hero (`monster_detect`). False when there are none.
    pub fn monster_detect(&mut self, cursed: bool) -> bool {
        if self.lev.monsters.is_empty() {
            self.pline(if self.u.has(Prop::Halluc) { "You get the heebie jeebies." } else { "You feel threatened." });
            return false;
        }
        let t = oxhack_tables::tables();
        let (ux, uy) = (self.u.ux, self.u.uy);
        let mut lines = Vec::new();
        for i in 0..self.lev.monsters.len() {
            let m = &self.lev.monsters[i];
            let (dx, dy) = (m.mx - ux, m.my - uy);
            let mut wher = Vec::new();
            if dy != 0 {
                wher.push(format!("{} {}", dy.abs(), if dy < 0 { "north" } else { "south" }));
            }
            if dx != 0 {
                wher.push(format!("{} {}", dx.abs(), if dx < 0 { "west" } else { "east" }));
            }
            let tame = if m.mtame > 0 {
                "tame "
            } else if m.mpeaceful {
                "peaceful "
            } else {
                ""
            };
            let name = crate::objects::objnam::an(&format!("{tame}{}", t.mon(m.mnum).name));
            lines.push(format!("{name}, {}", wher.join(" and ")));
            if cursed {
                let m = &mut self.lev.monsters[i];
                m.msleeping = false;
                m.mcanmove = true;
                m.mfrozen = 0;
            }
        }
        self.pline("You sense the presence of monsters.");
        self.display_lines("Monsters on this level", &lines);
        true
    }

    /// Object detection: every object on the floor and carried by
    /// monsters is remembered on the map (`object_detect`). False when
    /// there are none.
    pub fn object_detect(&mut self) -> bool {
        let mut found = Vec::new();
        for f in &self.lev.objects {
            found.push((f.x, f.y, f.obj.otyp, f.obj.corpsenm));
        }
        for m in &self.lev.monsters {
            if let Some(o) = m.minvent.first() {
                found.push((m.mx, m.my, o.otyp, o.corpsenm));
            }
        }
        if found.is_empty() {
            self.pline("You feel a lack of something.");
            return false;
        }
        for (x, y, otyp, pm) in found {
            self.mem.set(x, y, crate::world::display::Glyph::Obj(otyp, pm));
        }
        self.pline("You sense the presence of objects.");
        true
    }

    /// Enlightenment: the hero's intrinsics and state in a text window.
    pub fn enlightenment(&mut self) {
        let mut lines = Vec::new();
        let luck = self.u.hero.uluck;
        if luck != 0 {
            let how = if luck.abs() > 5 { "extremely " } else { "" };
            lines.push(format!("You are {how}{}.", if luck > 0 { "lucky" } else { "unlucky" }));
        }
        for p in Prop::ALL.iter().copied() {
            if !self.u.has(p) {
                continue;
            }
            if let Some(s) = prop_phrase(p) {
                lines.push(format!("You {s}."));
            }
        }
        if lines.is_empty() {
            lines.push("You have no special abilities.".to_string());
        }
        self.display_lines("Current Attributes:", &lines);
    }
}

/// How enlightenment words a property the hero has.
fn prop_phrase(p: Prop) -> Option<&'static str> {
    use Prop::*;
    Some(match p {
        FireRes => "are fire resistant",
        ColdRes => "are cold resistant",
        SleepRes => "are sleep resistant",
        DisintRes => "are disintegration-resistant",
        ShockRes => "are shock resistant",
        PoisonRes => "are poison resistant",
        AcidRes => "are acid resistant",
        StoneRes => "are petrification resistant",
        DrainRes => "are level-drain resistant",
        SickRes => "are immune to sickness",
        Antimagic => "are magic-protected",
        Stunned => "are stunned",
        Confusion => "are confused",
        Blinded => "are blind",
        Deaf => "are deaf",
        Sick => "are sick",
        Stoned => "are turning to stone",
        Glib => "have slippery fingers",
        Halluc => "are hallucinating",
        HallucRes => "resist hallucinations",
        Fumbling => "fumble",
        SeeInvis => "see invisible",
        Telepat => "are telepathic",
        Warning => "are warned",
        Searching => "have automatic searching",
        Infravision => "have infravision",
        Invis => "are invisible",
        Displaced => "are displaced",
        Stealth => "are stealthy",
        AggravateMonster => "aggravate monsters",
        Conflict => "cause conflict",
        Teleport => "have teleportitis",
        TeleportControl => "have teleport control",
        Levitation => "are levitating",
        Flying => "can fly",
        Wwalking => "can walk on water",
        Swimming => "can swim",
        MagicalBreathing => "can survive without air",
        Regeneration => "regenerate",
        EnergyRegeneration => "regenerate energy",
        Protection => "are protected",
        Polymorph => "are polymorphing",
        PolymorphControl => "have polymorph control",
        Fast => "are fast",
        Reflecting => "have reflection",
        FreeAction => "have free action",
        FixedAbil => "have fixed abilities",
        Lifesaved => "will survive death",
        _ => return None,
    })
}
