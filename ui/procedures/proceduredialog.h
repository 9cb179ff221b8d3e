#pragma once

#include "db/actions/actionoutcome.h"
#include "ui/proposals/proposaloverrides.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace Adc {

class Battle;
class Order;
struct UnitRecord;
class RandomSource;
class SeededRandom;
class UnitChooser;

// The frame of a guided dialog (fire, fire discipline, charge, end of
// segment, end of turn): a step at a time in a stack, with Back and a
// primary button that Enter presses (Next, Roll, Apply, Close), the steps
// named along the top, and a message line. Driven entirely by the keyboard:
// Enter goes on, Alt+B or Alt+Left goes back, Escape closes. The dialog
// builds an action object of the battle and applies it through
// Battle::apply() as one undoable action; after that there is no going
// back (Edit > Undo takes the action back).
class ProcedureDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ProcedureDialog(Battle *battle, QWidget *parent = nullptr);
    ~ProcedureDialog() override;

    Battle *battle() const;

    // Where the dialog's dice come from: the umpire's on-screen dice (a
    // seeded generator, the default) or a script in a test. Not owned; dialogs
    // opened from this one get the same source.
    void setRandomSource(RandomSource *source);
    // The dialog was filled in from a side's proposal: its action goes to
    // the battle as the proposal accepted, with what the umpire changed in
    // the dialog (ProposalOverrides). Once, for the action proposed.
    void acceptProposal(const ProposalOverrides &proposal) { m_proposal = proposal; }
    std::optional<qint64> proposal() const;
    const std::optional<ProposalOverrides> &acceptedProposal() const { return m_proposal; }

    int currentStep() const { return m_current; }
    int stepCount() const;
    QString stepTitle(int step) const;
    QPushButton *backButton() const { return m_back; }
    QPushButton *primaryButton() const { return m_primary; }
    QPushButton *closeButton() const { return m_close; }
    // The field of the unit the procedure acts on (the firer, the defender,
    // the unit that moves or rolls); none where it acts on no one unit.
    virtual UnitChooser *actingUnitChooser() const { return nullptr; }
    // Opened from the menu: the keyboard in that field, with the unit chosen
    // (the roster's, where it may act so, else the field's first
    // suggestion) written in it and selected, so a name typed replaces it.
    void startOnActingUnit();
    // The message line: what is missing, what the battle refused.
    QString message() const;
    // After a commit: which named units another program changed since the
    // preview (the result shows it too); empty when none.
    QString staleNote() const { return m_staleNote; }
    bool messageIsError() const { return m_messageIsError; }
    // Why the battle refused the last commit; empty when it did not.
    QString refusal() const { return m_refusal; }

    // Whether the dialog's action has been applied, and what the battle did,
    // typed (the procedure's outcome, the log entry).
    bool isApplied() const { return m_applied; }
    // Whether the dialog shows its last page, where only Close is left: the
    // next command key (another procedure's) may close it.
    bool isClosing() const { return m_closing; }
    const ActionOutcome &outcome() const { return m_outcome; }

    // "1 step", "3 steps".
    static QString counted(int count, const QString &one, const QString &many);
    // A unit as every procedure lists it: "name (brigade, side)".
    static QString unitChoice(const UnitRecord &unit);
    static QString escaped(const QString &text);
    // A signed modifier: "+2", "−3", "0".
    static QString signedNumber(int value);
    static QString inches(double value);

public Q_SLOTS:
    // What Enter does on the current step.
    void next();
    // The step before, while nothing has been applied.
    void back();

Q_SIGNALS:
    void stepChanged(int step);
    // The action was applied as this log entry.
    void applied(qint64 logId);
    // A dialog this one opened to carry on (discipline after fire, fire after
    // a charge); it is open and this one closes.
    void followUpOpened(Adc::ProcedureDialog *dialog);
    // The last page is shown (isClosing()).
    void closing();

protected:
    // Adds a step; gives its index.
    int addStep(const QString &title, QWidget *page);
    // Whether a step that applies only sometimes (boxcars, ricochet) is
    // named along the top.
    void setStepListed(int step, bool listed);
    // Shows a step (remembering the way back) and calls stepShown().
    void goToStep(int step);
    // The subclass's part: what the primary button does on a step, and how a
    // step is set up when shown (primary text, focus).
    virtual void advance(int step) = 0;
    virtual void stepShown(int step) = 0;

    void setPrimary(const QString &text, bool enabled = true);
    void setPrimaryEnabled(bool enabled);
    // The last step: one button, Close, with the focus (Enter closes).
    void showClosingButtons();
    void showMessage(const QString &text, bool error = false);
    void clearMessage();

    // Applies the action; a refusal or a malformed action is shown in the
    // message line and gives false. On success the way back is closed.
    bool commit(const Order &order);
    // The dice of this dialog (the source set, or its own seeded dice).
    RandomSource &random();
    RandomSource *externalRandom() const { return m_external; }
    // Opens the next dialog of the procedure in this one's place.
    void openFollowUp(ProcedureDialog *dialog);

private:
    void updateHeader();
    void rememberUnits();
    // The units the action names that another program changed since the
    // dialog read them, in words; empty when none.
    QString changedSincePreview(const QList<qint64> &ids) const;

    QPointer<Battle> m_battle;
    RandomSource *m_external = nullptr;
    std::unique_ptr<SeededRandom> m_ownRandom;
    QLabel *m_header = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_primary = nullptr;
    QPushButton *m_close = nullptr;
    QStringList m_titles;
    QList<bool> m_listed;
    QList<int> m_history;
    int m_current = -1;
    bool m_applied = false;
    bool m_closing = false;
    bool m_messageIsError = false;
    ActionOutcome m_outcome = Failure::failed(QString());
    // The units as the dialog last read them, and what changed elsewhere
    // before the last commit (shown with its result).
    QHash<qint64, UnitRecord> m_seen;
    QString m_staleNote;
    QString m_refusal;
    std::optional<ProposalOverrides> m_proposal;
};

} // namespace Adc
