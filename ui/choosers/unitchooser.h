#pragma once

#include "ui/choosers/unitchoicemodel.h"

#include <QWidget>

class QGridLayout;
class QLabel;
class QScrollArea;
class QLineEdit;
class QListView;

namespace Adc {

class UnitFilterModel;

// Where a unit is chosen (the firer, the units pooling, the target, the
// charger, the defender, the unit that moves or rolls): a field that filters
// as it is typed in (name, brigade, side), the list of the matches, and
// beside them the chosen unit in full. The unit highlighted is the unit
// chosen, shown and used; typing moves the highlight as UnitMatcher says (never
// to a lesser match than the one it is on). Up and Down move it; Enter takes
// it and goes on to the next field (in a list of ticks, ticks it and goes on;
// Shift+Enter ticks or unticks it and stays).
class UnitChooser : public QWidget
{
    Q_OBJECT

public:
    explicit UnitChooser(QWidget *parent = nullptr);

    // What may be chosen; the choice stays when it is still offered, else
    // goes to the first (or to none, when none is allowed).
    void setChoices(const QList<UnitChoiceModel::Choice> &choices);
    void setUnits(const QList<UnitRecord> &units);
    // The units in the ranking's order (LikelyUnits), each with its reason.
    void setUnits(const QList<UnitRecord> &units, const QList<LikelyUnits::Ranked> &ranking);
    // Whether the chooser may stand on no unit until one is typed or picked
    // (the firer from anywhere); the prompt says what to choose.
    void setNoneAllowed(bool allowed);
    void setPrompt(const QString &text);
    // How many rows of matches show.
    void setListRows(int rows);
    // The unit in full under the list rather than beside it (a narrow panel).
    void setDetailsBelow(bool below);
    // Enter, having taken the unit, goes on as it does in the dialog (the
    // default button) rather than to the next field: for the last unit a
    // page asks for.
    void setEnterPassesOn(bool passes) { m_enterPassesOn = passes; }
    // Enter, having taken the unit, puts the keyboard there rather than in
    // the next field, which Tab still reaches (the fire's target past the
    // units that may pool, which few fires need).
    void setEnterGoesTo(QWidget *widget) { m_enterGoesTo = widget; }
    // Units ticked rather than one chosen (the units pooling their fire):
    // Shift+Enter ticks or unticks the highlighted one and the keyboard
    // stays; Enter ticks it and goes on, as for a single unit.
    void setCheckable(bool checkable);
    QList<qint64> checkedUnits() const;
    void setCheckedUnits(const QList<qint64> &ids);

    // The unit chosen (0: none, or a town block).
    qint64 unit() const;
    // The town block chosen (0: none, or a unit).
    qint64 feature() const;
    bool hasChoice() const { return m_current >= 0; }
    // Chooses the unit (or town block) and clears the filter; false when it
    // is not offered.
    bool chooseUnit(qint64 id);
    bool chooseFeature(qint64 id);
    void clearChoice();
    // Chooses the first unit the list suggests, as it ranks them; false
    // when it lists none.
    bool chooseFirstSuggestion();
    // The chosen unit's name written in the field and selected, the list
    // left whole: typing a name replaces it, Tab keeps it.
    void selectChosenName();

    QLineEdit *field() const { return m_field; }
    QListView *list() const { return m_list; }
    QLabel *detailsLabel() const { return m_details; }
    UnitChoiceModel *model() const { return m_model; }
    // The matches in the list's order, as it shows them.
    int matchCount() const;
    QString detailsText() const;

Q_SIGNALS:
    // The unit chosen changed (by typing, a key, a click or a call).
    void choiceChanged();
    // Enter took the unit chosen.
    void taken();
    // A unit was ticked or unticked.
    void checkedChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool chooseRow(int row);
    void typed(const QString &text);
    void setCurrent(int sourceRow);
    void step(int rows);
    void showCurrent();

    UnitChoiceModel *m_model = nullptr;
    UnitFilterModel *m_filter = nullptr;
    QLineEdit *m_field = nullptr;
    QListView *m_list = nullptr;
    QLabel *m_details = nullptr;
    QScrollArea *m_detailsArea = nullptr;
    QGridLayout *m_layout = nullptr;
    QString m_prompt;
    bool m_noneAllowed = false;
    bool m_enterPassesOn = false;
    QWidget *m_enterGoesTo = nullptr;
    // The source row chosen, -1 for none.
    int m_current = -1;
};

} // namespace Adc
