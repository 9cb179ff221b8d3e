#pragma once

#include "core/common/rulings.h"

#include <QDialog>
#include <QJsonObject>
#include <QList>
#include <QPointer>

class QDialogButtonBox;
class QGridLayout;
class QLabel;

namespace Adc {

class Battle;

// Settings > Rulings: every ruling of the battle (Rulings::catalogue())
// with its title, its value, the house default and why the umpire has to
// rule. Each value is checked as it is typed (class dice must read as dice);
// OK applies the changed rulings as one "set-rulings" action, which undo
// takes back. Restore defaults puts the house defaults in the form.
class RulingsDialog : public QDialog
{
    Q_OBJECT

public:
    RulingsDialog(Battle *battle, QWidget *parent = nullptr);

    // The rulings as the form stands; a field that does not read keeps the
    // battle's value.
    Rulings rulings() const;
    // The rulings the form changes, as the action carries them.
    QJsonObject changes() const;
    // One "key: what is wrong" per field that does not read.
    QStringList problems() const;

public Q_SLOTS:
    void restoreDefaults();
    // Applies the changes to the battle; stays open and says why when they
    // are refused.
    void accept() override;

private:
    struct Row
    {
        RulingInfo info;
        QWidget *editor = nullptr;
        QLabel *defaultLabel = nullptr;
        QLabel *hint = nullptr;
        QLabel *error = nullptr;
    };

    // One ruling's five lines of the form, from line on: title, editor and
    // default; explanation; hint; error; a rule under it.
    Row addRow(const RulingInfo &info, QGridLayout *grid, int line);
    QWidget *createEditor(const RulingInfo &info, QWidget *form);
    QJsonValue valueOf(const Row &row) const;
    void setValue(Row &row, const QJsonValue &value);
    void validate();

    QPointer<Battle> m_battle;
    Rulings m_original;
    QList<Row> m_rows;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Adc
