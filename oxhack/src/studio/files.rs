//! The studio's file access, kept inside its working folder: `.des` files
//! are named relative to the folder, with no `..`, no absolute path, no
//! hidden component, and a symbolic link that leads outside the folder is
//! refused as well.

use std::path::{Component, Path, PathBuf};

/// The most `.des` files listed.
const MAX_LISTED: usize = 1000;
/// How deep the listing looks into sub-folders.
const MAX_DEPTH: usize = 4;
/// The largest `.des` file opened.
const MAX_FILE: u64 = 1 << 20;

/// Why a file name was refused or a file could not be used; `status` is
/// the HTTP status to answer with.
#[derive(Debug)]
pub struct FileError {
    pub status: u16,
    pub message: String,
}

fn refuse(status: u16, message: impl Into<String>) -> FileError {
    FileError { status, message: message.into() }
}

/// The working folder, resolved once (symbolic links followed).
pub fn root(dir: &Path) -> Result<PathBuf, String> {
    let root = dir.canonicalize().map_err(|e| format!("{}: {e}", dir.display()))?;
    if !root.is_dir() {
        return Err(format!("{}: not a folder", dir.display()));
    }
    Ok(root)
}

/// Checks a relative `.des` name and gives its path inside `root`. The
/// file need not exist; whatever of it exists must resolve inside `root`.
pub fn resolve(root: &Path, name: &str) -> Result<PathBuf, FileError> {
    if name.is_empty() || name.len() > 255 || name.contains('\0') || name.contains('\\') {
        return Err(refuse(400, "a file name is a relative path such as castle.des or levels/mine.des"));
    }
    let rel = Path::new(name);
    if !rel.extension().is_some_and(|e| e.eq_ignore_ascii_case("des")) {
        return Err(refuse(400, format!("{name}: the studio opens and saves only .des files")));
    }
    for c in rel.components() {
        match c {
            Component::Normal(part) if !part.to_string_lossy().starts_with('.') => {}
            _ => return Err(refuse(403, format!("{name}: outside the studio's folder (relative names only, no ..)"))),
        }
    }
    let path = root.join(rel);
    // The deepest part that exists decides where the path really leads.
    let mut existing = path.as_path();
    while std::fs::symlink_metadata(existing).is_err() {
        match existing.parent() {
            Some(p) => existing = p,
            None => return Err(refuse(403, format!("{name}: outside the studio's folder"))),
        }
    }
    let real = existing.canonicalize().map_err(|e| refuse(404, format!("{name}: {e}")))?;
    if !real.starts_with(root) {
        return Err(refuse(403, format!("{name}: leads outside the studio's folder")));
    }
    Ok(path)
}

/// The text of a `.des` file in the folder.
pub fn read(root: &Path, name: &str) -> Result<String, FileError> {
    let path = resolve(root, name)?;
    let meta = std::fs::metadata(&path).map_err(|_| refuse(404, format!("{name}: no such file")))?;
    if !meta.is_file() {
        return Err(refuse(404, format!("{name}: not a file")));
    }
    if meta.len() > MAX_FILE {
        return Err(refuse(413, format!("{name}: larger than 1 MiB")));
    }
    let bytes = std::fs::read(&path).map_err(|e| refuse(500, format!("{name}: {e}")))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Saves a `.des` file in the folder (complete or not at all), creating
/// the sub-folders it names.
pub fn write(root: &Path, name: &str, text: &str) -> Result<(), FileError> {
    let path = resolve(root, name)?;
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| refuse(500, format!("{name}: {e}")))?;
    }
    // The folders just made must still be inside the root.
    resolve(root, name)?;
    oxhack_diag::write_atomic(&path, text.as_bytes()).map_err(|e| refuse(500, format!("{name}: {e}")))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644));
    }
    Ok(())
}

/// The `.des` files in the folder and its sub-folders (symbolic links are
/// not followed), as relative names with `/`, sorted.
pub fn list(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    walk(root, "", 0, &mut out);
    out.sort();
    out
}

fn walk(dir: &Path, prefix: &str, depth: usize, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        if out.len() >= MAX_LISTED {
            return;
        }
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') || name == "node_modules" || name == "target" {
            continue;
        }
        let Ok(kind) = entry.file_type() else { continue };
        let rel = format!("{prefix}{name}");
        if kind.is_dir() && depth < MAX_DEPTH {
            walk(&entry.path(), &format!("{rel}/"), depth + 1, out);
        } else if kind.is_file() && Path::new(&name).extension().is_some_and(|e| e.eq_ignore_ascii_case("des")) {
            out.push(rel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_outside_the_folder_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let root = root(dir.path()).unwrap();
        for bad in ["../x.des", "/etc/x.des", "a/../../x.des", ".hidden.des", "x.txt", "", "a\\b.des"] {
            assert!(resolve(&root, bad).is_err(), "{bad}");
        }
        assert!(resolve(&root, "sub/ok.des").is_ok());
        #[cfg(unix)]
        {
            let outside = tempfile::tempdir().unwrap();
            std::os::unix::fs::symlink(outside.path(), root.join("link")).unwrap();
            assert_eq!(resolve(&root, "link/x.des").unwrap_err().status, 403);
        }
    }
}
