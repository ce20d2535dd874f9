//! Writing `.lev` files: names that stay inside the output folder, and
//! all-or-nothing output per source file.

use crate::CompiledLevel;
use oxhack_diag::AtomicDir;
use std::path::{Path, PathBuf};

/// The output path of a level, or why the name cannot be a file name in
/// `dir`. The checker already rejects such names; this is the last line of
/// defence, right where files are created.
pub fn level_path(dir: &Path, name: &str) -> Result<PathBuf, String> {
    let bad = name.is_empty()
        || name.contains(['/', '\\', '\0'])
        || name == "."
        || name == ".."
        || name.contains("..")
        || Path::new(name).is_absolute();
    if bad {
        return Err(format!("level name \"{name}\" cannot be used as a file name"));
    }
    let path = dir.join(format!("{name}.lev"));
    match path.parent() {
        Some(p) if p == dir => Ok(path),
        _ => Err(format!("level name \"{name}\" would leave the output folder")),
    }
}

/// Writes every level of one source file, or none of them.
/// Errors name the output folder and the file, never the temp files.
pub fn write_levels(dir: &Path, levels: &[CompiledLevel]) -> Result<Vec<PathBuf>, String> {
    if !dir.is_dir() {
        return Err(if dir.exists() {
            format!("the output folder {} is not a folder", dir.display())
        } else {
            format!("the output folder {} does not exist", dir.display())
        });
    }
    let mut stage = AtomicDir::new(dir);
    for l in levels {
        let path = level_path(dir, &l.name)?;
        let file = path.file_name().and_then(|f| f.to_str()).ok_or_else(|| format!("bad file name for {}", l.name))?;
        stage
            .stage(file, &l.program.encode())
            .map_err(|e| format!("cannot write {}: {}", path.display(), io_reason(&e)))?;
    }
    stage.commit().map_err(|e| format!("cannot write into {}: {}", dir.display(), io_reason(&e)))
}

/// The reason of an I/O error without the paths (temp file names) that
/// some errors carry.
fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or folder".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::AlreadyExists => "it already exists".into(),
        _ => {
            let text = e.to_string();
            // tempfile appends " at path \"...\"" to its errors.
            text.split(" at path ").next().unwrap_or(&text).to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_stay_inside() {
        let d = Path::new("out");
        assert!(level_path(d, "castle").is_ok());
        for bad in ["", "..", "../x", "a/b", "/etc/passwd", "a\\b", "x\0y"] {
            assert!(level_path(d, bad).is_err(), "{bad:?} accepted");
        }
    }
}
