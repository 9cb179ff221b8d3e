; The Windows installer of Aide-de-Camp, made by tools/windows/installer
; (which tools/adc-dev windows runs):
;   makensis -DVERSION=0.2.0 -DSTAGE=<folder> -DFILES=<files.nsh>
;            -DSOURCE=<source tree> -DOUTFILE=<setup.exe> installer.nsi
; STAGE holds what installs (bin, plugins, share, translations); FILES, made
; from it, names each file to install and, for the uninstaller, to remove.
; The uninstaller removes exactly those, and never anything else: a battle
; the umpire saved in the program's folder stays, and so does the folder.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel admin

!include MUI2.nsh
!include LogicLib.nsh
!include StrFunc.nsh
!include WinMessages.nsh
${StrStr}
${UnStrRep}

!define APP "Aide-de-Camp"
!define PROGID "AideDeCamp.Battle"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Aide-de-Camp"
!define ENVIRONMENT_KEY "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

!define MUI_ICON "${SOURCE}/resources/icons/aide-de-camp.ico"
!define MUI_UNICON "${SOURCE}/resources/icons/aide-de-camp.ico"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\bin\aide-de-camp.exe"

!insertmacro MUI_PAGE_LICENSE "${SOURCE}/COPYING"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

LangString PathSection ${LANG_ENGLISH} "adc on the PATH (the command line in any console)"
LangString PathSection ${LANG_FRENCH} "adc dans le PATH (la ligne de commande dans toute console)"
LangString BattleType ${LANG_ENGLISH} "Aide-de-Camp battle"
LangString BattleType ${LANG_FRENCH} "Bataille Aide-de-Camp"

!include "${FILES}"

Function .onInit
    SetRegView 64
    SetShellVarContext all
FunctionEnd

Function un.onInit
    SetRegView 64
    SetShellVarContext all
FunctionEnd

Section "${APP}" SecProgram
    SectionIn RO
    !insertmacro InstallFiles
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\bin\aide-de-camp.exe" "" \
        "$INSTDIR\bin\aide-de-camp.exe" 0

    ; Battle files (.adc) open in the window on a double click.
    WriteRegStr HKLM "Software\Classes\.adc" "" "${PROGID}"
    WriteRegStr HKLM "Software\Classes\${PROGID}" "" "$(BattleType)"
    WriteRegStr HKLM "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\bin\aide-de-camp.exe,0"
    WriteRegStr HKLM "Software\Classes\${PROGID}\shell\open\command" "" \
        '"$INSTDIR\bin\aide-de-camp.exe" "%1"'
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "The Aide-de-Camp developers"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\bin\aide-de-camp.exe,0"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

; On by default: adc in any console. The folder is added once, and only the
; uninstaller's own entry is taken out again.
Section "$(PathSection)" SecPath
    ReadRegStr $0 HKLM "${ENVIRONMENT_KEY}" "Path"
    ${StrStr} $1 ";$0;" ";$INSTDIR\bin;"
    ${If} $1 == ""
        ${If} $0 == ""
            StrCpy $0 "$INSTDIR\bin"
        ${Else}
            StrCpy $0 "$0;$INSTDIR\bin"
        ${EndIf}
        WriteRegExpandStr HKLM "${ENVIRONMENT_KEY}" "Path" "$0"
        WriteRegDWORD HKLM "${UNINSTALL_KEY}" "AddedToPath" 1
        SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=2000
    ${EndIf}
SectionEnd

Section "Uninstall"
    ReadRegDWORD $0 HKLM "${UNINSTALL_KEY}" "AddedToPath"
    ${If} $0 == 1
        ReadRegStr $1 HKLM "${ENVIRONMENT_KEY}" "Path"
        ${UnStrRep} $1 ";$1;" ";$INSTDIR\bin;" ";"
        ; Without the separators added around it.
        StrCpy $1 $1 "" 1
        StrCpy $1 $1 -1
        WriteRegExpandStr HKLM "${ENVIRONMENT_KEY}" "Path" "$1"
        SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=2000
    ${EndIf}

    Delete "$SMPROGRAMS\${APP}.lnk"
    ReadRegStr $0 HKLM "Software\Classes\.adc" ""
    ${If} $0 == "${PROGID}"
        DeleteRegKey HKLM "Software\Classes\.adc"
    ${EndIf}
    DeleteRegKey HKLM "Software\Classes\${PROGID}"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
    DeleteRegKey HKLM "${UNINSTALL_KEY}"

    !insertmacro UninstallFiles
    Delete "$INSTDIR\uninstall.exe"
    ; Only when empty: a battle saved here keeps its folder.
    RMDir "$INSTDIR"
SectionEnd
