//! Slow stoning (potion.c's `make_stoned`, timeout.c's `stoned_dialogue`
//! and the `STONED` countdown of `nh_timeout`): a cockatrice's hiss
//! starts five turns of turning to stone, with a message each turn; the
//! hero can no longer move for the last three and dies a statue at the
//! end, unless cured first: eating a lizard or an acidic corpse, a potion
//! of acid, or prayer (those already clear the countdown).

use crate::game::Game;
use oxhack_defs::Prop;

/// What the countdown says, from five turns left to one
/// (`stoned_texts`).
const STONED_TEXTS: [&str; 5] = [
    "You are slowing down.",
    "Your limbs are stiffening.",
    "Your limbs have turned to stone.",
    "You have turned to stone.",
    "You are a statue.",
];

impl Game {
    /// `make_stoned`: start (or with 0, stop) the stoning countdown of
    /// `xtime` turns, for a death "petrified by `killer`".
    pub fn make_stoned(&mut self, xtime: u32, killer: Option<&str>) {
        let old = self.u.timeout(Prop::Stoned);
        self.u.set_timeout(Prop::Stoned, xtime);
        if xtime == 0 {
            self.u.stoned_by = None;
        } else if old == 0 {
            self.u.stoned_by = killer.map(str::to_string);
        }
    }

    /// `stoned_dialogue` and the countdown, once a turn: the message for
    /// the turns left, then one turn less; at none the hero is stone.
    pub fn stoned_timeout(&mut self) {
        let left = self.u.timeout(Prop::Stoned);
        if left == 0 || self.over.is_some() || self.life.uinvulnerable {
            return;
        }
        if let Some(msg) = STONED_TEXTS.get(STONED_TEXTS.len().wrapping_sub(left as usize)) {
            self.pline(*msg);
        }
        match left {
            5 => {
                // Slowing down: intrinsic speed is gone.
                self.u.prop_mut(Prop::Fast).intrinsic &= !crate::world::you::INTRINSIC;
                self.nomul();
            }
            4 => self.stop_occupation(),
            3 => {
                self.stop_occupation();
                self.u.multi = -3;
                self.u.multi_reason = Some("You can move again.".to_string());
            }
            _ => {}
        }
        self.exercise(crate::world::you::A_DEX, false);
        self.u.set_timeout(Prop::Stoned, left - 1);
        if left == 1 {
            let killer = match self.u.stoned_by.take() {
                Some(k) => format!("petrified by {k}"),
                None => "killed by petrification".to_string(),
            };
            self.done_died(&killer);
            if self.over.is_none() {
                // Life saved.
                self.make_stoned(0, None);
            }
        }
    }
}
