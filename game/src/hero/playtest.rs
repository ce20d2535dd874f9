//! Play-testing one level (`oxhack --level FILE`): the game is made in a
//! world whose dungeon is that level alone ([`Content::playtest`]); the
//! hero starts on it, and leaving it any way (stairs, a hole, a portal, a
//! level teleport) ends the play-test with a summary instead of going
//! anywhere. Nothing is saved. In wizard mode `#rebuild` (`^Q`) builds
//! the level again in place with a new seed, so an author can look at
//! many builds in one sitting.
//!
//! [`Content::playtest`]: crate::world::content::Content::playtest

use crate::game::{Game, GameOver};
use crate::rng::Rng;
use crate::world::level::Coord;
use oxhack_tables::tables;
use serde::{Deserialize, Serialize};

/// What is being play-tested.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayTest {
    /// The file the level came from, for the summary.
    pub file: String,
    /// The level's name.
    pub level: String,
    /// How many times the level was built again (`#rebuild`).
    pub rebuilds: u32,
}

impl Game {
    /// Ends the play-test: the hero left the level `how` ("down the
    /// stairs").
    pub fn end_playtest(&mut self, how: &str) {
        self.pline(format!("You leave the level {how}; the play-test is over."));
        self.over = Some(GameOver::PlayTestEnded { how: how.to_string() });
        self.win.event(&crate::ui::Event::GameOver(format!("left the play-test {how}")));
    }

    /// `#rebuild` (`^Q`) in a wizard-mode play-test: the level built
    /// again with a new seed, the hero on its up stairs (or anywhere), the
    /// map forgotten.
    pub fn wiz_rebuild(&mut self) -> bool {
        let Some(pt) = self.playtest.as_mut() else {
            self.pline("Only a play-test (oxhack --level) can rebuild its level.");
            return false;
        };
        if !self.wizard {
            self.pline("Rebuilding the level is a wizard-mode command (play-test with -D).");
            return false;
        }
        pt.rebuilds += 1;
        let n = pt.rebuilds;
        let seed = self.seed ^ (u64::from(n)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.rng = Rng::new(seed);
        let uz = self.u.uz;
        // The pets come along; everything else goes with the old level.
        let (ux, uy) = (self.u.ux, self.u.uy);
        let pets: Vec<_> = self
            .lev
            .monsters
            .iter()
            .filter(|m| m.mtame > 0 && (m.mx - ux).abs() <= 1 && (m.my - uy).abs() <= 1)
            .cloned()
            .collect();
        self.lev = self.make_level(uz);
        self.mem = Default::default();
        let spot = self
            .lev
            .upstair
            .or(self.lev.upladder)
            .or(self.lev.sstairs)
            .map(|s| Coord::new(s.x, s.y))
            .or_else(|| self.u_on_rndspot(false))
            .or_else(|| self.rndspot())
            .unwrap_or(Coord::new(1, 1));
        self.u_on_newpos(spot.x, spot.y);
        for mut m in pets {
            if let Some(c) = self.with_mon(|c, lev| c.enexto(lev, spot.x, spot.y, Some(m.mnum))) {
                m.mx = c.x;
                m.my = c.y;
                self.lev.monsters.push(m);
            }
        }
        self.vision_recalc();
        self.pline(format!("The level is built again (build {}, seed {seed}).", n + 1));
        false
    }

    /// What the play-test came to, printed when it ends.
    pub fn playtest_summary(&self) -> String {
        let Some(pt) = &self.playtest else { return self.end_summary() };
        let t = tables();
        let how = match &self.over {
            Some(GameOver::PlayTestEnded { how }) => format!("left the level {how}"),
            Some(other) => Self::death_text(other),
            None => "stopped".to_string(),
        };
        let mut out =
            format!("Play-test of {} ({}): {} {how} on turn {}.\n", pt.level, pt.file, self.u.name, self.moves);
        out.push_str(&format!(
            "  Experience level {}, {} of {} hit points, {} gold.\n",
            self.u.ulevel(),
            self.u.uhp.max(0),
            self.u.uhpmax,
            self.u.ugold
        ));
        let mut kills: Vec<(u32, &str)> = self
            .kills
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, n)| (*n, t.monsters[i].name.as_str()))
            .collect();
        kills.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
        if kills.is_empty() {
            out.push_str("  Killed nothing.\n");
        } else {
            let list: Vec<String> = kills.iter().map(|(n, name)| format!("{n} {name}")).collect();
            out.push_str(&format!("  Killed: {}.\n", list.join(", ")));
        }
        if pt.rebuilds > 0 {
            out.push_str(&format!("  Built {} times (#rebuild).\n", pt.rebuilds + 1));
        }
        out
    }
}
