//! OxHack, the game.
//!
//! The rules live in this library and never touch the terminal; the
//! `oxhack` binary is a thin front end over them.

pub mod allmain;
pub mod apply;
pub mod artifact;
pub mod artihit;
pub mod attrib;
pub mod bot;
pub mod cmd;
pub mod display;
pub mod do_name;
pub mod do_wear;
pub mod dog;
pub mod dogmove;
pub mod dokick;
pub mod dothrow;
pub mod dungeon;
pub mod eat;
pub mod end;
pub mod exper;
pub mod extralev;
pub mod game;
pub mod getpos;
pub mod gift;
pub mod golevel;
pub mod hack;
pub mod hero;
pub mod invent;
pub mod level;
pub mod levels;
pub mod levgen;
pub mod lock;
pub mod look;
pub mod makemon;
pub mod mhitm;
pub mod mhitu;
pub mod mkhooks;
pub mod mklev;
pub mod mkmap;
pub mod mkmaze;
pub mod mkobj;
pub mod mkroom;
pub mod mon;
pub mod mondata;
pub mod monmove;
pub mod monnam;
pub mod monst;
pub mod mthrowu;
pub mod o_init;
pub mod obj;
pub mod objnam;
pub mod oprops;
pub mod options;
pub mod pickup;
pub mod potion;
pub mod pray;
pub mod priest;
pub mod read;
pub mod rect;
pub mod rng;
pub mod role;
pub mod sacrifice;
pub mod save;
pub mod shknam;
pub mod sp_lev;
pub mod steal;
pub mod topten;
pub mod trap;
pub mod u_init;
pub mod u_inv;
pub mod u_skills;
pub mod uhitm;
pub mod vision;
pub mod weapon;
pub mod wield;
pub mod wintty;
pub mod wish;
pub mod wizard;
pub mod worn;
pub mod you;
pub mod zap;

use oxhack_tables::tables;

/// The start-up banner with the statistics of the embedded tables.
pub fn banner() -> String {
    let t = tables();
    let magic = t.oprops.iter().filter(|p| p.random).count();
    format!(
        "OxHack {} -- NetHack 3.6's world, with magical object properties\n\
         Tables: {}\n\
         Random properties: {} ({} can appear at random, {} detrimental)\n",
        env!("CARGO_PKG_VERSION"),
        t.summary(),
        t.oprops.len(),
        magic,
        t.oprops.iter().filter(|p| p.detrimental).count(),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn banner_reports_table_counts() {
        let b = super::banner();
        assert!(b.contains("454 objects, 382 monsters, 33 artifacts, 20 object properties"), "{b}");
    }
}
