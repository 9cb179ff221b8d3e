#pragma once

#include "ui/panels/unitfieldspecs.h"

#include "core/model/unitrecord.h"
#include "core/model/unitvalue.h"
#include "db/battle/battle.h"

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <optional>

class QLabel;
class QVBoxLayout;

namespace Adc {

// Edits every field of one unit. Each committed change (a spin box step or
// the end of typing, a choice in a list, a tick) is one "edit" action on the
// battle, so one undo takes back one field. What the battle refuses is
// shown in the panel with its reason, and the editors go back to the unit as
// it stands.
class UnitPanel : public QWidget
{
    Q_OBJECT

public:
    explicit UnitPanel(QWidget *parent = nullptr);

    void setBattle(Battle *battle);
    // The unit to edit; 0 shows nothing.
    void setUnit(qint64 id);
    qint64 unitId() const { return m_unitId; }

    // The editor of a field, by its command-line name ("ap", "morale"...).
    QWidget *editor(const QString &field) const { return m_editors.value(field); }
    // The last refusal or error shown; empty after a change went through.
    QString message() const;

Q_SIGNALS:
    // A change went through: the log's summary of it.
    void edited(const QString &summary);
    // The battle refused a change, or it was malformed, or failed.
    void refused(const QString &reason);

private:
    void build();
    QWidget *editorFor(const UnitFieldSpecs::Field &spec, QWidget *box);
    void buildHeader(QVBoxLayout *outer);
    void refresh();
    void refreshLists();
    void commit(const QString &field, const UnitValue &value);
    void showMessage(const QString &text);
    void updateEnabled();

    QPointer<Battle> m_battle;
    qint64 m_unitId = 0;
    std::optional<UnitRecord> m_unit;
    QHash<QString, QWidget *> m_editors;
    QLabel *m_title = nullptr;
    QLabel *m_message = nullptr;
    QWidget *m_form = nullptr;
};

} // namespace Adc
