#include "procedures/firedialog.h"

#include "ammunition/ammunition.h"
#include "battle/battle.h"
#include "procedures/conditionlist.h"
#include "dice/dicesentry.h"
#include "dice/diceroller.h"
#include "procedures/disciplinedialog.h"
#include "fire/firechart.h"
#include "actions/fireconditions.h"
#include "fire/firemodifiers.h"
#include "dice/oddschart.h"
#include "fire/rangebands.h"
#include "fire/ricochet.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Adc {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

QString standsText(double stands)
{
    return stands == 0.5 ? FireDialog::tr("half") : QString::number(stands, 'g', 6);
}

QLabel *muted(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
    return label;
}

} // namespace

FireDialog::FireDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("fireDialog"));
    setWindowTitle(tr("Fire"));
    if (battle)
        m_builder = FireRequestBuilder(*battle);
    addStep(tr("Firer and target"), createSetupStep());
    addStep(tr("Odds and die"), createOddsStep());
    addStep(tr("Boxcars"), createBoxcarsStep());
    addStep(tr("Ricochet"), createRicochetStep());
    addStep(tr("Result"), createResultStep());
    fillFirers();
    setStepListed(BoxcarsStep, false);
    setStepListed(RicochetStep, false);
    resize(900, 640);
    goToStep(SetupStep);
}

FireDialog::~FireDialog() = default;

// --- Steps ----------------------------------------------------------------

QWidget *FireDialog::createSetupStep()
{
    auto *page = new QWidget(this);
    m_firer = new QComboBox(page);
    m_firer->setObjectName(QStringLiteral("firer"));
    m_pool = new QListWidget(page);
    m_pool->setObjectName(QStringLiteral("pool"));
    m_pool->setMaximumHeight(m_pool->fontMetrics().height() * 4 + 8);
    m_poolLabel = new QLabel(tr("&Pool with (same brigade):"), page);
    m_poolLabel->setBuddy(m_pool);
    m_targets = new QListWidget(page);
    m_targets->setObjectName(QStringLiteral("targets"));
    m_range = new QLineEdit(page);
    m_range->setObjectName(QStringLiteral("range"));
    m_range->setPlaceholderText(tr("inches"));
    auto *validator = new QDoubleValidator(0, 200, 2, m_range);
    validator->setLocale(QLocale::c());
    validator->setNotation(QDoubleValidator::StandardNotation);
    m_range->setValidator(validator);
    m_range->setMaximumWidth(90);
    m_range->setToolTip(tr("The range in inches, e.g. 3 or 4.5"));
    m_ap = new QSpinBox(page);
    m_ap->setObjectName(QStringLiteral("ap"));
    m_ap->setRange(1, 1);
    m_apNote = muted(QString(), page);
    m_shot = new QComboBox(page);
    m_shot->setObjectName(QStringLiteral("shot"));
    for (const QString &name : shotNames())
        m_shot->addItem(name, name);
    m_stands = new QComboBox(page);
    m_stands->setObjectName(QStringLiteral("stands"));
    m_conditions = new ConditionList(page);
    m_setupSummary = new QLabel(page);
    m_setupSummary->setObjectName(QStringLiteral("setupSummary"));
    m_setupSummary->setWordWrap(true);

    auto *firerLabel = new QLabel(tr("&Firer:"), page);
    firerLabel->setBuddy(m_firer);
    auto *targetLabel = new QLabel(tr("&Target:"), page);
    targetLabel->setBuddy(m_targets);
    auto *left = new QVBoxLayout;
    left->addWidget(firerLabel);
    left->addWidget(m_firer);
    left->addWidget(m_poolLabel);
    left->addWidget(m_pool);
    left->addWidget(targetLabel);
    left->addWidget(m_targets, 1);

    auto *apRow = new QHBoxLayout;
    apRow->addWidget(m_ap);
    apRow->addWidget(m_apNote, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Range:"), m_range);
    auto *apLabel = new QLabel(tr("&AP:"), page);
    apLabel->setBuddy(m_ap);
    form->addRow(apLabel, apRow);
    m_shotLabel = new QLabel(tr("&Shot:"), page);
    m_shotLabel->setBuddy(m_shot);
    form->addRow(m_shotLabel, m_shot);
    m_standsLabel = new QLabel(tr("Stan&ds firing:"), page);
    m_standsLabel->setBuddy(m_stands);
    form->addRow(m_standsLabel, m_stands);
    auto *conditionsLabel = new QLabel(tr("&Conditions (bold: from the battle; Space toggles):"), page);
    conditionsLabel->setBuddy(m_conditions);
    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(conditionsLabel);
    right->addWidget(m_conditions, 1);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns, 1);
    layout->addWidget(m_setupSummary);

    // The keyboard goes target, range, AP, shot, stands, conditions, then the
    // firer: the firer usually comes from the roster.
    setTabOrder(m_targets, m_range);
    setTabOrder(m_range, m_ap);
    setTabOrder(m_ap, m_shot);
    setTabOrder(m_shot, m_stands);
    setTabOrder(m_stands, m_conditions->view());
    setTabOrder(m_conditions->view(), m_firer);
    setTabOrder(m_firer, m_pool);

    connect(m_firer, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            firerChosen();
    });
    connect(m_pool, &QListWidget::itemChanged, this, [this] {
        if (!m_filling)
            readSetup();
    });
    connect(m_targets, &QListWidget::currentRowChanged, this, [this] {
        if (!m_filling)
            readSetup();
    });
    connect(m_range, &QLineEdit::textChanged, this, [this] { readSetup(); });
    connect(m_ap, &QSpinBox::valueChanged, this, [this] {
        if (!m_filling)
            readSetup();
    });
    connect(m_shot, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            readSetup();
    });
    connect(m_stands, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            readSetup();
    });
    connect(m_conditions, &ConditionList::toggled, this, [this](const QString &id, bool checked) {
        m_builder.setCondition(id, checked);
        refreshSetup();
    });
    return page;
}

QWidget *FireDialog::createOddsStep()
{
    auto *page = new QWidget(this);
    m_oddsHeadline = new QLabel(page);
    m_oddsHeadline->setObjectName(QStringLiteral("oddsHeadline"));
    m_oddsHeadline->setWordWrap(true);
    m_oddsModifiers = new QLabel(page);
    m_oddsModifiers->setObjectName(QStringLiteral("oddsModifiers"));
    m_oddsModifiers->setTextFormat(Qt::RichText);
    m_oddsModifiers->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_chart = new OddsChart(page);
    m_chart->setObjectName(QStringLiteral("oddsChart"));
    m_chart->setAxisTitle(tr("casualty steps"));
    m_chart->setMinimumHeight(240);
    m_oddsNotes = new QLabel(page);
    m_oddsNotes->setObjectName(QStringLiteral("oddsNotes"));
    m_oddsNotes->setWordWrap(true);
    m_die = new DicesEntry(page);
    m_die->setObjectName(QStringLiteral("die"));
    m_die->setExpression(DiceExpression::dice(1, FireChart::standard().dieFaces()));
    m_die->setLabel(tr("&Die (d%1):").arg(FireChart::standard().dieFaces()));
    connect(m_die, &DicesEntry::edited, this, &FireDialog::updateDieButton);

    auto *top = new QHBoxLayout;
    top->addWidget(m_oddsModifiers);
    top->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_oddsHeadline);
    layout->addLayout(top, 1);
    layout->addWidget(m_oddsNotes);
    layout->addWidget(m_die);
    return page;
}

QWidget *FireDialog::createBoxcarsStep()
{
    auto *page = new QWidget(this);
    m_boxcarsHeadline = new QLabel(page);
    m_boxcarsHeadline->setObjectName(QStringLiteral("boxcarsHeadline"));
    m_boxcarsHeadline->setWordWrap(true);
    m_boxcarsBox = new QWidget(page);
    m_boxcarsBox->setLayout(new QVBoxLayout);
    m_boxcarsBox->layout()->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_boxcarsHeadline);
    layout->addWidget(m_boxcarsBox);
    layout->addStretch(1);
    return page;
}

QWidget *FireDialog::createRicochetStep()
{
    auto *page = new QWidget(this);
    m_ricochetHeadline = new QLabel(page);
    m_ricochetHeadline->setWordWrap(true);
    m_ricochetList = new QTreeWidget(page);
    m_ricochetList->setObjectName(QStringLiteral("ricochet"));
    m_ricochetList->setRootIsDecorated(false);
    m_ricochetList->setHeaderLabels({ tr("Unit"), tr("Brigade"), tr("Side"), tr("Conditions as a target") });
    m_ricochetList->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_ricochetDice = new QLineEdit(page);
    m_ricochetDice->setObjectName(QStringLiteral("ricochetDice"));
    m_ricochetDice->setPlaceholderText(tr("one d10 a unit, in list order; empty: rolled"));
    auto *diceLabel = new QLabel(tr("Ricochet &dice:"), page);
    diceLabel->setBuddy(m_ricochetDice);
    auto *dice = new QHBoxLayout;
    dice->addWidget(diceLabel);
    dice->addWidget(m_ricochetDice, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_ricochetHeadline);
    layout->addWidget(m_ricochetList, 1);
    layout->addLayout(dice);
    connect(m_ricochetList, &QTreeWidget::itemChanged, this, [this] {
        int checked = 0;
        for (int i = 0; i < m_ricochetList->topLevelItemCount(); ++i)
            checked += m_ricochetList->topLevelItem(i)->checkState(0) == Qt::Checked;
        setPrimary(checked ? tr("Apply with %1").arg(counted(checked, tr("ricochet"), tr("ricochets"))) : tr("Apply, no ricochet"));
    });
    return page;
}

QWidget *FireDialog::createResultStep()
{
    auto *page = new QWidget(this);
    m_result = new QTextBrowser(page);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setOpenLinks(false);
    m_discipline = new QPushButton(page);
    m_discipline->setObjectName(QStringLiteral("discipline"));
    m_disciplineNote = muted(QString(), page);
    connect(m_discipline, &QPushButton::clicked, this, [this] { openDiscipline(); });
    auto *follow = new QHBoxLayout;
    follow->addWidget(m_discipline);
    follow->addWidget(m_disciplineNote, 1);
    m_resultChart = new OddsChart(page);
    m_resultChart->setObjectName(QStringLiteral("resultChart"));
    m_resultChart->setAxisTitle(tr("casualty steps"));
    m_resultSide = new QVBoxLayout;
    m_resultSide->addWidget(m_resultChart, 1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_result, 3);
    top->addLayout(m_resultSide, 2);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top, 1);
    layout->addLayout(follow);
    return page;
}

// --- Setup ----------------------------------------------------------------

QString FireDialog::unitLabel(const UnitRecord &unit) const
{
    QStringList state;
    state << counted(unit.castings, tr("casting"), tr("castings"));
    if (unit.steps > 0)
        state << counted(unit.steps, tr("step"), tr("steps"));
    if (unit.smoke)
        state << tr("in smoke");
    if (unit.morale != Morale::Steady)
        state << toName(unit.morale);
    if (unit.formation != Formation::Line)
        state << toName(unit.formation);
    if (!unit.feature.isEmpty())
        state << unit.feature;
    return QStringLiteral("%1 (%2, %3) \u2014 %4")
            .arg(unit.name, unit.brigade, unit.side, state.join(QLatin1String(", ")));
}

void FireDialog::fillFirers()
{
    m_filling = true;
    m_firer->clear();
    m_firer->addItem(tr("(choose the firer)"), qint64(0));
    for (const UnitRecord &unit : m_builder.units()) {
        if (unit.castings > 0)
            m_firer->addItem(unitChoice(unit),
                             unit.id);
    }
    m_filling = false;
    firerChosen();
}

void FireDialog::setFirers(const QList<qint64> &ids)
{
    if (ids.isEmpty())
        return;
    const int index = m_firer->findData(ids.first());
    if (index < 0)
        return;
    m_filling = true;
    m_firer->setCurrentIndex(index);
    m_filling = false;
    m_builder.setFirers({ ids.first() });
    fillPool(ids.mid(1));
    fillTargets();
    readSetup();
    if (currentStep() == SetupStep)
        stepShown(SetupStep);
}

void FireDialog::setTarget(qint64 id)
{
    for (int i = 0; i < m_targets->count(); ++i) {
        if (m_targets->item(i)->data(kIdRole).toLongLong() == id) {
            m_targets->setCurrentRow(i);
            break;
        }
    }
    readSetup();
}

void FireDialog::setRange(double inches)
{
    m_range->setText(inches > 0 ? QString::number(inches, 'g', 6) : QString());
    readSetup();
}

void FireDialog::firerChosen()
{
    const qint64 lead = m_firer->currentData().toLongLong();
    m_builder.setFirers(lead ? QList<qint64> { lead } : QList<qint64>());
    fillPool({});
    fillTargets();
    readSetup();
}

void FireDialog::fillPool(const QList<qint64> &checked)
{
    m_filling = true;
    m_pool->clear();
    const qint64 lead = m_firer->currentData().toLongLong();
    const QList<UnitRecord> brigade = m_builder.brigadeOf(lead);
    for (int i = 1; i < brigade.size(); ++i) {
        const UnitRecord &unit = brigade.at(i);
        auto *item = new QListWidgetItem(unitLabel(unit), m_pool);
        item->setData(kIdRole, unit.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(unit.id) ? Qt::Checked : Qt::Unchecked);
    }
    if (m_pool->count() > 0)
        m_pool->setCurrentRow(0);
    const bool show = m_pool->count() > 0;
    m_pool->setVisible(show);
    m_poolLabel->setVisible(show);
    m_filling = false;
}

void FireDialog::fillTargets()
{
    m_filling = true;
    const qint64 was = m_targets->currentItem() ? m_targets->currentItem()->data(kIdRole).toLongLong()
                                                : 0;
    m_targets->clear();
    const qint64 lead = m_firer->currentData().toLongLong();
    if (lead) {
        for (const UnitRecord &unit : m_builder.targetsFor(lead)) {
            auto *item = new QListWidgetItem(unitLabel(unit), m_targets);
            item->setData(kIdRole, unit.id);
            if (unit.id == was)
                m_targets->setCurrentItem(item);
        }
    }
    if (!m_targets->currentItem() && m_targets->count() > 0)
        m_targets->setCurrentRow(0);
    m_filling = false;
}

void FireDialog::readSetup()
{
    if (m_filling)
        return;
    QList<qint64> firers;
    if (const qint64 lead = m_firer->currentData().toLongLong()) {
        firers.append(lead);
        for (int i = 0; i < m_pool->count(); ++i) {
            if (m_pool->item(i)->checkState() == Qt::Checked)
                firers.append(m_pool->item(i)->data(kIdRole).toLongLong());
        }
    }
    m_builder.setFirers(firers);
    m_builder.setTarget(m_targets->currentItem() ? m_targets->currentItem()->data(kIdRole).toLongLong()
                                                 : 0);
    bool ok = false;
    const double range = QLocale::c().toDouble(m_range->text().trimmed().replace(QLatin1Char(','), QLatin1Char('.')), &ok);
    m_builder.setRange(ok ? range : 0);
    m_builder.setShot(shotFromName(m_shot->currentData().toString()).value_or(Shot::Ball));
    m_builder.setAp(m_ap->value());
    const QVariant stands = m_stands->currentData();
    const std::optional<UnitRecord> lead = firers.isEmpty() ? std::nullopt : m_builder.unit(firers.first());
    if (firers.size() == 1 && lead && !firesByTubes(lead->arm) && stands.isValid()
        && stands.toDouble() < FireRequestBuilder::firingStands(*lead))
        m_builder.setStands(stands.toDouble());
    else
        m_builder.setStands(std::nullopt);
    refreshSetup();
}

void FireDialog::refreshSetup()
{
    m_filling = true;
    const QList<UnitRecord> firers = m_builder.firerUnits();
    const std::optional<UnitRecord> lead = firers.isEmpty() ? std::nullopt
                                                            : std::optional<UnitRecord>(firers.first());
    const bool guns = lead && firesByTubes(lead->arm);
    m_shot->setVisible(guns);
    m_shotLabel->setVisible(guns);

    // Stands: a single small-arms firer may fire fewer than it has.
    const bool standsShown = lead && !guns && firers.size() == 1;
    m_stands->setVisible(standsShown);
    m_standsLabel->setVisible(standsShown);
    if (standsShown) {
        const double full = FireRequestBuilder::firingStands(*lead);
        const double chosen = m_builder.stands().value_or(full);
        QList<double> options;
        if (full >= 0.5)
            options.append(0.5);
        for (int s = 1; s <= int(full); ++s)
            options.append(s);
        m_stands->clear();
        for (int i = options.size() - 1; i >= 0; --i)
            m_stands->addItem(standsText(options.at(i)), options.at(i));
        const int index = m_stands->findData(chosen);
        m_stands->setCurrentIndex(index >= 0 ? index : 0);
    }

    // AP: 1 to the arm's limit (lower in smoke or scrounging).
    const int limit = m_builder.apLimit();
    m_ap->setRange(1, limit);
    if (m_builder.ap() > limit)
        m_builder.setAp(limit);
    m_ap->setValue(m_builder.ap());
    if (lead) {
        const QString shot = guns ? toName(m_builder.shot()) + QLatin1Char(' ') : QString();
        m_apNote->setText(tr("at most %1 this fire; %2 %3AP left").arg(limit).arg(m_builder.apLeft()).arg(shot));
    } else {
        m_apNote->clear();
    }

    m_conditions->setConditions(m_builder.availableConditions(), m_builder.derivedConditions(),
                                m_builder.conditions(), m_builder.shot(), m_builder.rulings());
    m_filling = false;

    const QString problem = m_builder.problem();
    if (!problem.isEmpty()) {
        m_setupSummary->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
        m_setupSummary->setText(problem);
        return;
    }
    const FireOdds odds = m_builder.odds();
    if (!odds.allowed) {
        m_setupSummary->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; }"));
        m_setupSummary->setText(tr("No fire: %1").arg(odds.reason));
        return;
    }
    int total = 0;
    for (const FireModifier &modifier : odds.modifiers)
        total += modifier.value;
    m_setupSummary->setStyleSheet(QString());
    m_setupSummary->setText(tr("Band %1, modifiers %2 in all, row %3: expected %4 steps. "
                               "Enter shows the odds.")
                                    .arg(odds.band, signedNumber(total), odds.row)
                                    .arg(odds.expected, 0, 'f', 2));
}

// --- Odds -----------------------------------------------------------------

QString FireDialog::modifierTitle(const QString &id) const
{
    if (id.startsWith(QLatin1String("range-")))
        return tr("Range: %1 band").arg(id.mid(6));
    if (id == QLatin1String("ap-2"))
        return tr("Additional ammo point (2 AP)");
    if (id.startsWith(QLatin1String("rate-of-fire-")))
        return tr("%1 AP rate of fire").arg(id.mid(13));
    const FireModifiers &modifiers = FireModifiers::standard();
    const int index = modifiers.indexOf(id);
    return index >= 0 ? modifiers.rule(index).title : id;
}

void FireDialog::fillOdds()
{
    const FireOdds odds = m_builder.odds();
    const QList<UnitRecord> firers = m_builder.firerUnits();
    const std::optional<UnitRecord> target = m_builder.targetUnit();
    QStringList names;
    for (const UnitRecord &firer : firers)
        names.append(escaped(firer.name));
    QString what;
    if (!firers.isEmpty()) {
        const UnitRecord &lead = firers.first();
        what = firesByTubes(lead.arm)
                ? tr("%1 %2, %3 AP").arg(toName(lead.weapon), toName(m_builder.shot())).arg(m_builder.ap())
                : tr("%1, %2 AP").arg(toName(lead.weapon)).arg(m_builder.ap());
    }
    m_oddsHeadline->setText(tr("<b>%1</b> fire%2 at <b>%3</b>, %4 (%5)")
                                    .arg(names.join(QLatin1String(" + ")),
                                         names.size() > 1 ? tr(" together") : QStringLiteral("s"),
                                         target ? escaped(target->name) : QString(),
                                         inches(m_builder.range()), what));
    if (!odds.allowed) {
        m_oddsModifiers->setText(QStringLiteral("<span style=\"color:#b71c1c\">%1</span>")
                                         .arg(escaped(tr("No fire: %1").arg(odds.reason))));
        m_chart->clear();
        m_oddsNotes->clear();
        return;
    }
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    int total = 0;
    for (const FireModifier &modifier : odds.modifiers) {
        total += modifier.value;
        table += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                         .arg(escaped(modifierTitle(modifier.id)), signedNumber(modifier.value));
    }
    table += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\"><b>%2</b></td></tr>")
                     .arg(tr("Modifiers in all"), signedNumber(total));
    table += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                     .arg(tr("Band"), escaped(odds.band));
    table += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                     .arg(firers.size() == 1 && !firesByTubes(firers.first().arm) ? tr("Row (stands)")
                                                                                  : tr("Row"),
                          escaped(odds.row));
    table += QStringLiteral("</table>");
    m_oddsModifiers->setText(table);

    QList<OddsChart::Bar> bars;
    for (const FireOdds::Entry &entry : odds.odds)
        bars.append({ QString::number(entry.casualtySteps), entry.probability });
    m_chart->setBars(bars);
    m_chart->setTitle(tr("Expected %1 casualty steps").arg(odds.expected, 0, 'f', 2));
    QStringList notes;
    notes << tr("Expected: <b>%1</b> steps.").arg(odds.expected, 0, 'f', 2);
    if (odds.boxcarsProbability > 0)
        notes << tr("Boxcars (a natural %1) %2%: each firer rolls 2d6 for more AP lost.")
                         .arg(m_builder.rulings().boxcarsFace)
                         .arg(odds.boxcarsProbability * 100, 0, 'f', 0);
    notes << tr("Spends %1 AP a firer.").arg(odds.apSpent);
    for (const QString &note : odds.notes)
        notes << escaped(note);
    m_oddsNotes->setText(notes.join(QLatin1Char(' ')));
}

void FireDialog::updateDieButton()
{
    if (currentStep() != OddsStep)
        return;
    const bool allowed = m_builder.odds().allowed;
    if (!m_die->hasTypedFaces()) {
        setPrimary(tr("&Roll and apply"), allowed);
        return;
    }
    const Result<DiceRoll> typed = m_die->typedRoll();
    setPrimary(typed ? tr("Apply with die &%1").arg(typed->total()) : tr("&Roll and apply"),
               allowed && typed.ok());
}

// --- Boxcars and ricochet --------------------------------------------------

void FireDialog::fillBoxcars()
{
    qDeleteAll(m_boxcars);
    m_boxcars.clear();
    const Ammunition &ammunition = Ammunition::standard();
    QStringList bands;
    for (const Ammunition::BoxcarsBand &band : ammunition.boxcarsBands())
        bands << tr("%1-%2: %3 more AP").arg(band.low).arg(band.high).arg(band.extraAp);
    m_boxcarsHeadline->setText(
            tr("<b>Die %1: boxcars.</b> Each firer rolls %2 for the ammunition it loses beyond "
               "the fire (%3; never below 0).")
                    .arg(*m_builder.die())
                    .arg(ammunition.boxcarsDice(), escaped(bands.join(QLatin1String(", ")))));
    // The ammunition table checked its boxcars dice when it loaded.
    const DiceExpression dice = DiceExpression::parse(ammunition.boxcarsDice()).value();
    QWidget *previous = nullptr;
    for (const UnitRecord &firer : m_builder.firerUnits()) {
        auto *entry = new DicesEntry(m_boxcarsBox);
        entry->setObjectName(QStringLiteral("boxcars-%1").arg(firer.id));
        entry->setExpression(dice);
        entry->setLabel(tr("%1, %2:").arg(firer.name, dice.toString()));
        m_boxcarsBox->layout()->addWidget(entry);
        m_boxcars.append(entry);
        if (previous)
            setTabOrder(previous, entry->facesField());
        previous = entry->facesField();
    }
}

void FireDialog::fillRicochet()
{
    m_filling = true;
    m_ricochetList->clear();
    const std::optional<UnitRecord> target = m_builder.targetUnit();
    const FireResult main = m_builder.preview(*m_builder.die());
    m_ricochetHeadline->setText(
            tr("<b>Die %1: %2 on %3.</b> Ball ricochets: check each unit in the "
               "battery's direct line of fire within %4 beyond the target. Each is fired on again "
               "with the ricochet modifier and its own d10, spending no AP.")
                    .arg(*m_builder.die())
                    .arg(counted(main.casualtySteps, tr("casualty step"), tr("casualty steps")),
                         target ? escaped(target->name) : QString(), inches(Ricochet::reach())));
    const QList<qint64> firers = m_builder.firers();
    const qint64 lead = firers.isEmpty() ? 0 : firers.first();
    const std::optional<UnitRecord> leadUnit = m_builder.unit(lead);
    // Enemies first: the line of fire usually runs into the target's side.
    QList<UnitRecord> candidates;
    QList<UnitRecord> friends;
    for (const UnitRecord &unit : m_builder.units()) {
        if (unit.castings <= 0 || firers.contains(unit.id) || (target && unit.id == target->id))
            continue;
        if (leadUnit && unit.side == leadUnit->side)
            friends.append(unit);
        else
            candidates.append(unit);
    }
    candidates += friends;
    for (const UnitRecord &unit : std::as_const(candidates)) {
        QStringList conditions;
        if (leadUnit)
            conditions = FireConditions::ofTarget(unit, m_builder.featureOf(unit), leadUnit->arm);
        auto *item = new QTreeWidgetItem(m_ricochetList, { unit.name, unit.brigade, unit.side,
                                                           conditions.join(QLatin1String(", ")) });
        item->setData(0, kIdRole, unit.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, m_builder.ricochet().contains(unit.id) ? Qt::Checked : Qt::Unchecked);
    }
    if (m_ricochetList->topLevelItemCount() > 0)
        m_ricochetList->setCurrentItem(m_ricochetList->topLevelItem(0));
    m_ricochetDice->clear();
    m_filling = false;
}

void FireDialog::afterDice()
{
    if (m_builder.canRicochet())
        goToStep(RicochetStep);
    else
        apply();
}

void FireDialog::apply()
{
    if (commit(m_builder.action())) {
        if (battle())
            m_builder.refresh(*battle());
        goToStep(ResultStep);
    }
}

// --- Result ---------------------------------------------------------------

void FireDialog::fillResult()
{
    const QJsonObject &result = answer();
    auto nameOf = [this](qint64 id) {
        const std::optional<UnitRecord> unit = m_builder.unit(id);
        return unit ? escaped(unit->name) : QString::number(id);
    };
    QString html;
    const QJsonObject target = result.value(QStringLiteral("target")).toObject();
    const int steps = result.value(QStringLiteral("casualty_steps")).toInt();
    html += QStringLiteral("<h2>%1</h2>")
                    .arg(tr("%1 on %2")
                                 .arg(counted(steps, tr("casualty step"), tr("casualty steps")),
                                      nameOf(target.value(QStringLiteral("id")).toInteger())));
    const int die = result.value(QStringLiteral("die")).toInt();
    html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Die <b>%1</b>%2, modified roll <b>%3</b>: column <b>%4</b>, row <b>%5</b>, "
                            "%6 band.")
                                 .arg(die)
                                 .arg(m_dieTyped ? tr(" (typed)") : tr(" (rolled)"))
                                 .arg(result.value(QStringLiteral("modified_roll")).toInt())
                                 .arg(escaped(result.value(QStringLiteral("column")).toString()),
                                      escaped(result.value(QStringLiteral("row")).toString()),
                                      escaped(result.value(QStringLiteral("band")).toString())));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    int total = 0;
    for (const QJsonValue &value : result.value(QStringLiteral("modifiers")).toArray()) {
        const QJsonObject modifier = value.toObject();
        const int amount = modifier.value(QStringLiteral("value")).toInt();
        total += amount;
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                        .arg(escaped(modifierTitle(modifier.value(QStringLiteral("id")).toString())),
                             signedNumber(amount));
    }
    html += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\"><b>%2</b></td></tr></table>")
                    .arg(tr("Modifiers in all"), signedNumber(total));

    html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1 now: %2, %3, CW %4")
                                 .arg(nameOf(target.value(QStringLiteral("id")).toInteger()),
                                      counted(target.value(QStringLiteral("castings")).toInt(), tr("casting"), tr("castings")),
                                      counted(target.value(QStringLiteral("steps")).toInt(), tr("step"), tr("steps")))
                                 .arg(target.value(QStringLiteral("cw")).toInt())
                         + (target.value(QStringLiteral("permanent_losses")).toInt() > 0
                                    ? QStringLiteral(" (%1)").arg(counted(
                                              target.value(QStringLiteral("permanent_losses")).toInt(),
                                              tr("permanent loss"), tr("permanent losses")))
                                    : QString())
                         + (target.value(QStringLiteral("eliminated")).toBool() ? tr(": eliminated")
                                                                               : QString()));
    html += QStringLiteral("<ul>");
    const QJsonArray firers = result.value(QStringLiteral("firers")).toArray();
    for (int i = 0; i < firers.size(); ++i) {
        const QJsonObject firer = firers.at(i).toObject();
        QString line = tr("%1 spent %2 AP, %3 left, and is in smoke")
                               .arg(nameOf(firer.value(QStringLiteral("id")).toInteger()))
                               .arg(firer.value(QStringLiteral("ap_spent")).toInt())
                               .arg(firer.value(QStringLiteral("ap_left")).toInt());
        if (firer.contains(QStringLiteral("boxcars_roll"))) {
            const QString faces = i < m_boxcarsRolled.size() ? QStringLiteral(" (%1)").arg(escaped(m_boxcarsRolled.at(i).toString()))
                                                             : QString();
            line += tr("; boxcars 2d6 = %1%2: %3 more AP lost")
                            .arg(firer.value(QStringLiteral("boxcars_roll")).toInt())
                            .arg(faces)
                            .arg(firer.value(QStringLiteral("extra_ap")).toInt());
        }
        html += QStringLiteral("<li>%1</li>").arg(line);
    }
    html += QStringLiteral("</ul>");
    if (result.contains(QStringLiteral("average_cw")))
        html += QStringLiteral("<p>%1</p>").arg(tr("Pooled fire: average CW %1.")
                                                       .arg(result.value(QStringLiteral("average_cw")).toDouble(), 0, 'f', 1));

    const QJsonArray ricochet = result.value(QStringLiteral("ricochet")).toArray();
    if (!ricochet.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Ricochet"));
        for (const QJsonValue &value : ricochet) {
            const QJsonObject line = value.toObject();
            const QJsonObject hit = line.value(QStringLiteral("target")).toObject();
            QStringList modifiers;
            for (const QJsonValue &m : line.value(QStringLiteral("modifiers")).toArray())
                modifiers << QStringLiteral("%1 %2").arg(escaped(modifierTitle(m.toObject().value(QStringLiteral("id")).toString())),
                                                         signedNumber(m.toObject().value(QStringLiteral("value")).toInt()));
            html += QStringLiteral("<li>%1</li>")
                            .arg(tr("%1: die %2, modified %3 (%4): <b>%5</b>; now %6, %7")
                                         .arg(nameOf(hit.value(QStringLiteral("id")).toInteger()))
                                         .arg(line.value(QStringLiteral("die")).toInt())
                                         .arg(line.value(QStringLiteral("modified_roll")).toInt())
                                         .arg(modifiers.join(QLatin1String(", ")),
                                              counted(hit.value(QStringLiteral("casualty_steps")).toInt(), tr("step"), tr("steps")),
                                              counted(hit.value(QStringLiteral("castings")).toInt(), tr("casting"), tr("castings")),
                                              counted(hit.value(QStringLiteral("steps")).toInt(), tr("step"), tr("steps"))));
        }
        html += QStringLiteral("</ul>");
    }
    QStringList notes;
    for (const QJsonValue &note : result.value(QStringLiteral("notes")).toArray())
        notes << escaped(note.toString());
    if (!notes.isEmpty())
        html += QStringLiteral("<p style=\"color:#555\">%1</p>").arg(notes.join(QLatin1String("<br>")));
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                    .arg(tr("Logged as one action: Edit \u203a Undo takes the whole fire back."));
    m_result->setHtml(html);

    // The die as it fell and where it landed among the odds.
    delete m_resultDice;
    m_resultDice = nullptr;
    if (m_dieRoll) {
        m_resultDice = DicesEntry::rollWidget(*m_dieRoll, 56, m_result->parentWidget());
        m_resultSide->insertWidget(0, m_resultDice);
    }
    m_resultChart->setBars(m_chart->bars());
    m_resultChart->setTitle(tr("Die %1: %2").arg(die).arg(counted(steps, tr("step"), tr("steps"))));
    m_resultChart->highlightLabel(QString::number(steps));

    QString why;
    const bool canReturn = m_builder.targetCanReturnFire(&why);
    const std::optional<UnitRecord> hitUnit = m_builder.targetUnit();
    m_discipline->setVisible(canReturn);
    if (canReturn && hitUnit) {
        m_discipline->setText(tr("Fire &discipline for %1...").arg(hitUnit->name));
        m_disciplineNote->setText(tr("It takes fire it can return (seed 002, Fire Discipline)."));
    } else {
        m_disciplineNote->setText(why);
    }
}

QString FireDialog::oddsText() const
{
    return m_oddsHeadline->text() + QLatin1Char('\n') + m_oddsModifiers->text() + QLatin1Char('\n')
            + m_oddsNotes->text();
}

QString FireDialog::resultText() const
{
    return m_result->toPlainText();
}

DisciplineDialog *FireDialog::openDiscipline()
{
    const std::optional<UnitRecord> target = m_builder.targetUnit();
    if (!target || !isApplied())
        return nullptr;
    auto *dialog = new DisciplineDialog(battle(), parentWidget());
    dialog->setUnit(target->id);
    dialog->setTrigger(DisciplineTrigger::TakingFire);
    if (!m_builder.firers().isEmpty())
        dialog->setEnemy(m_builder.firers().first(), m_builder.range());
    openFollowUp(dialog);
    return dialog;
}

// --- Flow -----------------------------------------------------------------

void FireDialog::stepShown(int step)
{
    switch (step) {
    case SetupStep:
        setPrimary(tr("&Odds"));
        if (m_firer->currentData().toLongLong())
            m_targets->setFocus(Qt::OtherFocusReason);
        else
            m_firer->setFocus(Qt::OtherFocusReason);
        refreshSetup();
        break;
    case OddsStep:
        m_builder.setDie(std::nullopt);
        m_builder.setBoxcarsRolls({});
        m_builder.setRicochet({}, {});
        m_die->reset();
        fillOdds();
        updateDieButton();
        m_die->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    case BoxcarsStep:
        m_builder.setBoxcarsRolls({});
        fillBoxcars();
        setPrimary(tr("&Roll boxcars and apply"));
        if (!m_boxcars.isEmpty())
            m_boxcars.first()->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    case RicochetStep:
        m_builder.setRicochet({}, {});
        fillRicochet();
        setPrimary(tr("Apply, no ricochet"));
        m_ricochetList->setFocus(Qt::OtherFocusReason);
        break;
    case ResultStep:
        fillResult();
        showClosingButtons();
        break;
    default:
        break;
    }
}

void FireDialog::advance(int step)
{
    switch (step) {
    case SetupStep: {
        readSetup();
        const QString problem = m_builder.problem();
        if (!problem.isEmpty()) {
            showMessage(problem, true);
            return;
        }
        const FireOdds odds = m_builder.odds();
        if (!odds.allowed) {
            showMessage(tr("No fire: %1").arg(odds.reason), true);
            return;
        }
        setStepListed(BoxcarsStep, false);
        setStepListed(RicochetStep, m_builder.canRicochet());
        goToStep(OddsStep);
        break;
    }
    case OddsStep: {
        m_dieTyped = m_die->hasTypedFaces();
        const Result<DiceRoll> roll = m_die->take(random());
        if (!roll) {
            showMessage(tr("Die: %1").arg(roll.error()), true);
            return;
        }
        m_builder.setDie(roll->total());
        m_dieRoll = *roll;
        const FireResult preview = m_builder.preview(roll->total());
        if (!preview.allowed) {
            showMessage(tr("No fire: %1").arg(preview.reason), true);
            return;
        }
        setStepListed(BoxcarsStep, preview.boxcars);
        if (preview.boxcars)
            goToStep(BoxcarsStep);
        else
            afterDice();
        break;
    }
    case BoxcarsStep: {
        QList<int> totals;
        m_boxcarsRolled.clear();
        for (DicesEntry *entry : std::as_const(m_boxcars)) {
            const Result<DiceRoll> roll = entry->take(random());
            if (!roll) {
                showMessage(tr("Boxcars: %1").arg(roll.error()), true);
                return;
            }
            totals.append(roll->total());
            m_boxcarsRolled.append(*roll);
        }
        m_builder.setBoxcarsRolls(totals);
        afterDice();
        break;
    }
    case RicochetStep: {
        QList<qint64> units;
        for (int i = 0; i < m_ricochetList->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = m_ricochetList->topLevelItem(i);
            if (item->checkState(0) == Qt::Checked)
                units.append(item->data(0, kIdRole).toLongLong());
        }
        QList<int> dice;
        if (!m_ricochetDice->text().trimmed().isEmpty()) {
            const Result<QList<int>> faces = DicesEntry::readFaces(
                    m_ricochetDice->text(), int(units.size()), FireChart::standard().dieFaces());
            if (!faces) {
                showMessage(tr("Ricochet dice: %1").arg(faces.error()), true);
                return;
            }
            for (int face : *faces) {
                if (face < 1 || face > FireChart::standard().dieFaces()) {
                    showMessage(tr("Ricochet dice: %1 is not a face of the d%2")
                                        .arg(face)
                                        .arg(FireChart::standard().dieFaces()),
                                true);
                    return;
                }
            }
            dice = *faces;
        }
        m_builder.setRicochet(units, dice);
        apply();
        break;
    }
    case ResultStep:
        accept();
        break;
    default:
        break;
    }
}

} // namespace Adc
