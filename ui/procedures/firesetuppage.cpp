#include "ui/procedures/firesetuppage.h"

#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/fireoddspage.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/firetargetlabel.h"
#include "ui/procedures/firingstandsbox.h"
#include "ui/procedures/poolchooser.h"
#include "ui/procedures/proceduredialog.h"
#include "ui/procedures/ricochetchooser.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Adc {

FireSetupPage::FireSetupPage(FireRequestBuilder *builder, QWidget *parent)
    : QWidget(parent)
    , m_builder(builder)
{
    createWidgets();
    layOut();
    connectFields();
}

void FireSetupPage::createWidgets()
{
    m_firer = new UnitChooser(this);
    m_firer->setObjectName(QStringLiteral("firer"));
    m_firer->setNoneAllowed(true);
    m_firer->setPrompt(tr("Type the firer's name (or its brigade or side)."));
    m_firer->setListRows(4);
    m_pool = new PoolChooser(this);
    m_targets = new UnitChooser(this);
    m_targets->setObjectName(QStringLiteral("targets"));
    m_targets->setPrompt(tr("No enemy to fire at."));
    m_targets->setListRows(8);
    m_firer->setEnterGoesTo(m_targets);
    m_ricochetOn = new RicochetChooser(this);
    m_range = new QLineEdit(this);
    m_range->setObjectName(QStringLiteral("range"));
    m_range->setPlaceholderText(tr("inches"));
    auto *validator = new QDoubleValidator(0, 200, 2, m_range);
    validator->setLocale(QLocale());
    validator->setNotation(QDoubleValidator::StandardNotation);
    m_range->setValidator(validator);
    m_range->setMaximumWidth(90);
    m_range->setToolTip(tr("The range in inches, e.g. 3 or 4.5"));
    m_ap = new QSpinBox(this);
    m_ap->setObjectName(QStringLiteral("ap"));
    m_ap->setRange(1, 1);
    m_apNote = new QLabel(this);
    m_shot = new QComboBox(this);
    m_shot->setObjectName(QStringLiteral("shot"));
    for (const QString &name : shotNames())
        m_shot->addItem(VocabularyText::fieldText(QStringLiteral("shot"), name), name);
    m_stands = new FiringStandsBox(this);
    m_conditions = new ConditionList(this);
    m_setupSummary = new QLabel(this);
    m_setupSummary->setObjectName(QStringLiteral("setupSummary"));
    m_setupSummary->setWordWrap(true);
    m_oddsButton = new QPushButton(tr("Odds and d&ie..."), this);
    m_oddsButton->setObjectName(QStringLiteral("oddsButton"));
    m_oddsButton->setAutoDefault(false);
    m_oddsButton->setToolTip(tr("The odds in full, and a die thrown at the table typed in"));
    connect(m_oddsButton, &QPushButton::clicked, this, &FireSetupPage::oddsRequested);

    m_apNote->setWordWrap(true);
    m_apNote->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
}

void FireSetupPage::layOut()
{
    auto *firerLabel = new QLabel(tr("&Firer:"), this);
    firerLabel->setBuddy(m_firer);
    auto *targetLabel = new QLabel(tr("&Target:"), this);
    targetLabel->setBuddy(m_targets);
    auto *left = new QVBoxLayout;
    left->addWidget(firerLabel);
    left->addWidget(m_firer);
    left->addWidget(m_pool);
    left->addWidget(targetLabel);
    left->addWidget(m_targets, 1);
    left->addWidget(m_ricochetOn);

    auto *apRow = new QHBoxLayout;
    apRow->addWidget(m_ap);
    apRow->addWidget(m_apNote, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Range:"), m_range);
    auto *apLabel = new QLabel(tr("&AP:"), this);
    apLabel->setBuddy(m_ap);
    form->addRow(apLabel, apRow);
    m_shotLabel = new QLabel(tr("&Shot:"), this);
    m_shotLabel->setBuddy(m_shot);
    form->addRow(m_shotLabel, m_shot);
    m_standsLabel = new QLabel(tr("Stan&ds firing:"), this);
    m_standsLabel->setBuddy(m_stands);
    form->addRow(m_standsLabel, m_stands);
    auto *conditionsLabel
        = new QLabel(tr("&Conditions (bold: from the battle; Space toggles):"), this);
    conditionsLabel->setBuddy(m_conditions);
    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(conditionsLabel);
    right->addWidget(m_conditions, 1);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 3);
    columns->addLayout(right, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_setupSummary, 1);
    bottom->addWidget(m_oddsButton, 0, Qt::AlignBottom);
    layout->addLayout(bottom);
}

void FireSetupPage::connectFields()
{
    // The keyboard goes as the page reads, top to bottom: firer (typed, or
    // from the roster, kept with Tab), the units pooling (when the brigade
    // has others), target, range, AP, shot, stands, conditions, the odds.
    setTabOrder(m_firer, m_pool->chooser());
    setTabOrder(m_pool->chooser(), m_targets);
    setTabOrder(m_targets, m_range);
    setTabOrder(m_range, m_ap);
    setTabOrder(m_ap, m_shot);
    setTabOrder(m_shot, m_ricochetOn->chooser());
    setTabOrder(m_ricochetOn->chooser(), m_stands);
    setTabOrder(m_stands, m_conditions->view());
    setTabOrder(m_conditions->view(), m_oddsButton);

    connect(m_firer, &UnitChooser::choiceChanged, this, [this] {
        if (!m_filling)
            firerChosen();
    });
    const auto read = [this] {
        if (!m_filling)
            readSetup();
    };
    connect(m_pool, &PoolChooser::checkedChanged, this, read);
    connect(m_ricochetOn, &RicochetChooser::checkedChanged, this, read);
    connect(m_targets, &UnitChooser::choiceChanged, this, &FireSetupPage::offerRange);
    connect(m_targets, &UnitChooser::choiceChanged, this, read);
    connect(m_range, &QLineEdit::textChanged, this, [this] { readSetup(); });
    connect(m_ap, &QSpinBox::valueChanged, this, [this](int ap) {
        if (m_filling)
            return;
        m_builder->setAp(ap);
        readSetup();
    });
    connect(m_shot, &QComboBox::currentIndexChanged, this, read);
    connect(m_stands, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            standsChosen();
    });
    connect(m_conditions, &ConditionList::toggled, this, [this](const QString &id, bool checked) {
        m_builder->setCondition(id, checked);
        refresh();
    });
}

void FireSetupPage::fillFirers()
{
    m_filling = true;
    QList<UnitRecord> firers;
    for (const UnitRecord &unit : m_builder->scene().units()) {
        if (unit.castings > 0)
            firers.append(unit);
    }
    m_firer->setUnits(firers, m_builder->scene().likely().actors(firers, LikelyUnits::Act::Fire));
    m_filling = false;
    firerChosen();
}

void FireSetupPage::setFirers(const QList<qint64> &ids)
{
    if (ids.isEmpty())
        return;
    m_filling = true;
    const bool offered = m_firer->chooseUnit(ids.first());
    m_filling = false;
    if (!offered)
        return;
    m_builder->setFirers({ ids.first() });
    fillPool(ids.mid(1));
    fillTargets();
    offerRange();
    readSetup();
}

void FireSetupPage::setTarget(qint64 id)
{
    m_filling = true;
    m_targets->chooseUnit(id);
    m_filling = false;
    readSetup();
}

void FireSetupPage::setRange(double inches)
{
    m_range->setText(inches > 0 ? QLocale().toString(inches, 'g', 6) : QString());
    readSetup();
}

void FireSetupPage::firerChosen()
{
    const qint64 lead = m_firer->unit();
    m_builder->setFirers(lead ? QList<qint64> { lead } : QList<qint64>());
    fillPool({});
    fillTargets();
    offerRange();
    readSetup();
}

void FireSetupPage::offerRange()
{
    // A range the umpire typed stays; one offered gives way to the next.
    const QString shown = m_range->text().trimmed();
    if (!shown.isEmpty() && shown != m_rangeOffered)
        return;
    const std::optional<double> last
        = m_builder->scene().likely().lastRange(m_firer->unit(), m_targets->unit());
    m_rangeOffered = last ? QLocale().toString(*last, 'g', 6) : QString();
    const QSignalBlocker blocker(m_range);
    m_range->setText(m_rangeOffered);
}

void FireSetupPage::fillPool(const QList<qint64> &checked)
{
    m_filling = true;
    m_pool->offer(m_builder->scene(), m_firer->unit(), checked);
    m_filling = false;
}

void FireSetupPage::fillTargets()
{
    m_filling = true;
    // A target the umpire chose stays when the new firer may fire at it too;
    // one offered gives way to the new firer's likeliest.
    const std::pair<qint64, qint64> shown { m_targets->unit(), m_targets->feature() };
    const bool offered = shown == m_targetOffered;
    QList<UnitChoiceModel::Choice> choices;
    if (const qint64 lead = m_firer->unit()) {
        const QList<UnitRecord> targets = m_builder->scene().targetsFor(lead);
        for (const UnitRecord &unit : targets)
            choices.append(UnitChoiceModel::unitChoice(unit, FireTargetLabel::unit(unit)));
        for (const FeatureRecord &block : m_builder->scene().townBlocksFor(lead))
            choices.append(UnitChoiceModel::townBlockChoice(
                block, FireTargetLabel::townBlock(block, m_builder->scene().occupantsOf(block))));
        choices = UnitChoiceModel::ranked(choices,
                                          m_builder->scene().likely().opponents(lead, targets));
    }
    m_targets->setChoices(choices);
    if (offered) {
        m_targets->chooseFirstSuggestion();
        m_targetOffered = { m_targets->unit(), m_targets->feature() };
    }
    m_filling = false;
}

void FireSetupPage::readSetup()
{
    if (m_filling)
        return;
    QList<qint64> firers;
    if (const qint64 lead = m_firer->unit())
        firers = QList<qint64> { lead } + m_pool->checkedUnits();
    m_builder->setFirers(firers);
    m_builder->setTarget(m_targets->unit());
    m_builder->setTargetFeature(m_targets->feature());
    bool ok = false;
    const double range = QLocale::c().toDouble(
        m_range->text().trimmed().replace(QLatin1Char(','), QLatin1Char('.')), &ok);
    m_builder->setRange(ok ? range : 0);
    // Enter on the target goes to the range, or, with a range typed, fires.
    m_targets->setEnterPassesOn(!m_range->text().trimmed().isEmpty());
    m_builder->setShot(shotFromName(m_shot->currentData().toString()).value_or(Shot::Ball));
    // The units named beyond the target, among those that may be there now.
    m_filling = true;
    m_ricochetOn->offer(*m_builder);
    m_filling = false;
    m_builder->setRicochet(m_ricochetOn->checkedUnits(), {});
    // The stands follow the firer: only those the umpire lowered by hand
    // for this single small-arms firer are kept.
    const std::optional<UnitRecord> lead
        = firers.isEmpty() ? std::nullopt : m_builder->scene().unit(firers.first());
    if (firers.size() != 1 || !lead || firesByTubes(lead->arm))
        m_builder->setStands(std::nullopt);
    refresh();
}

void FireSetupPage::standsChosen()
{
    const std::optional<UnitRecord> lead = m_builder->firers().size() == 1
        ? m_builder->scene().unit(m_builder->firers().first())
        : std::nullopt;
    m_builder->setStands(lead ? m_stands->lowered(*lead) : std::nullopt);
    readSetup();
}

void FireSetupPage::refresh()
{
    m_filling = true;
    const QList<UnitRecord> firers = m_builder->firerUnits();
    const std::optional<UnitRecord> lead
        = firers.isEmpty() ? std::nullopt : std::optional<UnitRecord>(firers.first());
    const bool guns = lead && firesByTubes(lead->arm);
    m_shot->setVisible(guns);
    m_shotLabel->setVisible(guns);

    // Stands: a single small-arms firer may fire fewer than it has.
    const bool standsShown = lead && !guns && firers.size() == 1;
    m_stands->setVisible(standsShown);
    m_standsLabel->setVisible(standsShown);
    if (standsShown)
        m_stands->offer(*lead, m_builder->stands());
    refreshAp(lead, guns);
    m_conditions->setConditions(m_builder->availableConditions(), m_builder->derivedConditions(),
                                m_builder->conditions(), m_builder->shot(),
                                m_builder->scene().rulings());
    m_filling = false;
    refreshSummary();
}

// AP: 1 to the arm's limit (lower in smoke or scrounging).
void FireSetupPage::refreshAp(const std::optional<UnitRecord> &lead, bool guns)
{
    const int limit = m_builder->apLimit();
    m_ap->setRange(1, limit);
    if (m_builder->ap() > limit)
        m_builder->setAp(limit);
    m_ap->setValue(m_builder->ap());
    if (!lead) {
        m_apNote->clear();
        return;
    }
    const QString shot
        = guns ? VocabularyText::text(m_builder->shot()) + QLatin1Char(' ') : QString();
    m_apNote->setText(tr("at most %1 this fire; %2 %3AP left")
                          .arg(QString::number(limit), QString::number(m_builder->apLeft()), shot));
}

void FireSetupPage::refreshSummary()
{
    const QString problem = m_builder->problem();
    if (!problem.isEmpty()) {
        m_setupSummary->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
        m_setupSummary->setText(problem);
        return;
    }
    const FireOdds odds = m_builder->odds();
    if (!odds.allowed) {
        m_setupSummary->setStyleSheet(QStringLiteral("QLabel { color: #b71c1c; }"));
        m_setupSummary->setText(tr("No fire: %1").arg(odds.reason));
        return;
    }
    m_setupSummary->setStyleSheet(QString());
    m_setupSummary->setText(FireOddsPage::summary(odds));
}

UnitChooser *FireSetupPage::poolChooser() const
{
    return m_pool->chooser();
}

UnitChooser *FireSetupPage::ricochetChooser() const
{
    return m_ricochetOn->chooser();
}

QComboBox *FireSetupPage::standsBox() const
{
    return m_stands;
}

void FireSetupPage::focusFirst()
{
    if (m_firer->unit())
        m_targets->setFocus(Qt::OtherFocusReason);
    else
        m_firer->setFocus(Qt::OtherFocusReason);
}

} // namespace Adc
