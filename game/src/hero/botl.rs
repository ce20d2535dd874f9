//! The status lines (botl.c's `bot1` and `bot2`): the hero's name and
//! rank, attributes and alignment; the level, gold, hit points, power,
//! armour class, experience, turn and conditions.

use crate::game::Game;
use crate::hero::role::rank_title;
use crate::ui::{Attr, Screen};
use crate::world::display::capitalize;
use crate::world::level::ROWNO;

impl Game {
    /// The two status lines (botl.c's bot1 and bot2) at rows 22 and 23.
    pub fn draw_status(&self, s: &mut Screen) {
        let row = (ROWNO + 1).min(s.rows.saturating_sub(2));
        s.put_str(0, row, &self.status_line1(), 8, Attr::empty());
        s.put_str(0, row + 1, &self.status_line2(), 8, Attr::empty());
    }

    /// "Name the Rank  St:18/50 Dx:15 Co:18 In:8 Wi:9 Ch:8 Lawful".
    pub fn status_line1(&self) -> String {
        use crate::world::you::{A_CHA, A_CON, A_DEX, A_INT, A_WIS};
        let u = &self.u;
        // Polymorphed, the hero is titled by the form ("the Xorn").
        let rank = if u.upolyd() {
            capitalize(&oxhack_tables::tables().mon(u.umonnum()).name)
        } else {
            rank_title(u.hero.role, u.ulevel(), u.female).to_string()
        };
        let mut name = format!("{} the {}", capitalize(&u.name), rank);
        name.truncate(30);
        let align = match u.hero.align {
            oxhack_defs::Align::Lawful => "Lawful",
            oxhack_defs::Align::Chaotic => "Chaotic",
            oxhack_defs::Align::Neutral => "Neutral",
            _ => "Unaligned",
        };
        format!(
            "{name:<29} St:{} Dx:{} Co:{} In:{} Wi:{} Ch:{} {align}",
            u.str_string(),
            u.acurr(A_DEX),
            u.acurr(A_CON),
            u.acurr(A_INT),
            u.acurr(A_WIS),
            u.acurr(A_CHA),
        )
    }

    /// "Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:6 Xp:1/0 T:1 Hungry".
    pub fn status_line2(&self) -> String {
        let u = &self.u;
        // Polymorphed, the form's hit points and hit dice show.
        let (hp, hpmax) = if u.upolyd() { (u.upoly.mh, u.upoly.mhmax) } else { (u.uhp, u.uhpmax) };
        let xp = if u.upolyd() {
            format!("HD:{}", oxhack_tables::tables().mon(u.umonnum()).mlevel)
        } else {
            format!("Xp:{}/{}", u.ulevel(), u.uexp)
        };
        let mut s = format!(
            "{} $:{} HP:{}({}) Pw:{}({}) AC:{} {xp}",
            self.dlvl_label(),
            u.ugold,
            hp.max(0),
            hpmax,
            u.uen,
            u.uenmax,
            self.u_ac(),
        );
        if self.opts.time {
            s.push_str(&format!(" T:{}", self.moves));
        }
        let h = u.uhs.label();
        if !h.is_empty() {
            s.push(' ');
            s.push_str(h);
        }
        let enc = self.enc_label();
        if !enc.is_empty() {
            s.push(' ');
            s.push_str(enc);
        }
        for (p, word) in [
            (oxhack_defs::Prop::Confusion, "Conf"),
            (oxhack_defs::Prop::Stunned, "Stun"),
            (oxhack_defs::Prop::Blinded, "Blind"),
            (oxhack_defs::Prop::Halluc, "Hallu"),
        ] {
            if u.has(p) {
                s.push(' ');
                s.push_str(word);
            }
        }
        // A level whose file was broken and is played as a random one
        // (`--allow-fallback`) says so.
        if let Some(name) = &self.lev.flags.fallback_for {
            s.push_str(&format!(" [{name}: random]"));
        }
        s
    }
}
