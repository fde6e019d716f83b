; Inno Setup 6 script: the Windows installer of Dominoes Qt.
;
; Installs the PyInstaller bundle (packaging/dominoes-qt.spec: the game and the table server
; dominoes-qt-server.exe, a console program) with a Start-menu entry for each, an optional
; desktop icon, the .domino file association and an uninstaller. Built by
;   python packaging/build.py windows
; which runs, from the repository root:
;   iscc /DAppVersion=0.1.0 /DBundleDir=<repo>\dist\dominoes-qt /O<repo>\dist packaging\windows\dominoes-qt.iss

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\dominoes-qt"
#endif
#define AppName "Dominoes Qt"
#define AppExeName "dominoes-qt.exe"
#define ServerExeName "dominoes-qt-server.exe"
#define AssocExt ".domino"
#define AssocKey "DominoesQt.Game"

[Setup]
; AppId identifies the program to the uninstaller and to upgrades: never change it.
AppId={{6B8F2C4E-2D7A-4E0B-9C51-3F1A7D5E8B20}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Dominoes Qt developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install without administrator rights by default; the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=dominoes-qt.ico
; The game's licence, shown before installing; THIRD-PARTY-NOTICES (every part's licence,
; made by packaging/build.py) is installed beside the programs with the rest of the bundle.
LicenseFile={#BundleDir}\LICENSE
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=DominoesQt-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon
; The table server for the local network, in a console window of its own (closing it stops
; the server); the tables are kept in the user's folder. From a console:
; "{app}\dominoes-qt-server.exe" --help lists its options.
Name: "{autoprograms}\{#AppName} table server"; Filename: "{app}\{#ServerExeName}"; Parameters: "--host 0.0.0.0 --data ""{localappdata}\{#AppName}\tables"""; WorkingDir: "{app}"; Comment: "Hold tables for people playing Dominoes Qt over the local network"

[Registry]
; .domino saved games open in the game on double-click (HKA: the current user's or the
; machine's classes, following the install mode); removed again by the uninstaller.
Root: HKA; Subkey: "Software\Classes\{#AssocExt}\OpenWithProgids"; ValueType: string; ValueName: "{#AssocKey}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocExt}"; ValueType: string; ValueName: ""; ValueData: "{#AssocKey}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#AssocKey}"; ValueType: string; ValueName: ""; ValueData: "Dominoes Qt saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#AssocKey}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"
Root: HKA; Subkey: "Software\Classes\{#AssocKey}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: "{#AssocExt}"; ValueData: ""

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
