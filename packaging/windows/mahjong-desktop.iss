; Inno Setup 6 script: a per-user installer for Mahjong Desktop, needing no administrator rights.
;
; Build the app first (python packaging\build.py --skip-tarball), then from the repository root:
;   iscc /DAppVersion=0.1.0 packaging\windows\mahjong-desktop.iss
; (python packaging\build.py --installer runs both and passes the version from pyproject.toml.)
; Result: dist\mahjong-desktop-<version>-windows-x64-setup.exe
;
; Relative paths below are relative to this file's folder (Inno Setup's SourceDir).
; The file is kept ASCII so that how the compiler guesses a script's encoding cannot matter.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\mahjong-desktop.iss
#endif
#ifndef DistDir
  #define DistDir "..\..\dist\mahjong-desktop"
#endif
; Where a per-user install goes. {userpf} is %LOCALAPPDATA%\Programs on every Windows Inno Setup 6
; supports; tools/windows/check.sh passes /DUserPrograms={localappdata}\Programs because wine 8
; cannot resolve {userpf} (its shell has no FOLDERID_UserProgramFiles).
#ifndef UserPrograms
  #define UserPrograms "{userpf}"
#endif
#define AppName "Mahjong Desktop"
#define AppExe "mahjong-desktop.exe"

[Setup]
; The AppId identifies the game to Windows across versions (upgrades, uninstall): never change it.
AppId={{5954F9E4-CDDF-414A-9257-BD1C394F586F}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Mahjong Desktop contributors
VersionInfoVersion={#AppVersion}
; Per-user install: no UAC prompt. {userpf} is %LOCALAPPDATA%\Programs, and {group} is the
; user's own Start menu in this mode.
PrivilegesRequired=lowest
DefaultDirName={#UserPrograms}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; The PySide6 wheels PyInstaller freezes are 64-bit only ("x64compatible" needs Inno Setup 6.3+).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=mahjong-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\app.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
; Chinese (Simplified) is an unofficial Inno Setup translation; used when the build machine has it.
#if FileExists(AddBackslash(CompilerPath) + "Languages\ChineseSimplified.isl")
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole library folder, so files an older version had cannot linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{userdesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
