#include "panels/referencepanel.h"

#include "aor/aorexposure.h"
#include "aor/aormovement.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>
#include <cmath>

namespace Adc {

namespace {

// Words whose plain reading would mislead.
QString specialLabel(const QString &word)
{
    static const QMap<QString, QString> labels = {
        { QStringLiteral("fire"), QStringLiteral("Hex on fire") },
        { QStringLiteral("fordable-stream"), QStringLiteral("Fordable stream") },
        { QStringLiteral("unfordable-stream"), QStringLiteral("Unfordable stream") },
        { QStringLiteral("frozen"), QStringLiteral("Frozen river or lake") },
        { QStringLiteral("deep-water"), QStringLiteral("Deep water") },
        { QStringLiteral("shallow-water"), QStringLiteral("Shallow water") },
        { QStringLiteral("other-unit-in-hex"), QStringLiteral("Other unit in the hex") },
        { QStringLiteral("small-arms"), QStringLiteral("Small arms") },
    };
    return labels.value(word);
}

// What a box means where its label is short.
QString wordHint(const QString &word)
{
    static const QMap<QString, QString> hints = {
        { QStringLiteral("fordable-stream"), QStringLiteral("An unbridged fordable stream") },
        { QStringLiteral("unfordable-stream"), QStringLiteral("An unbridged non-fordable stream") },
        { QStringLiteral("shallow-water"),
          QStringLiteral("A river or lake hex that shows even the smallest amount of land") },
        { QStringLiteral("frozen"), QStringLiteral("The river or lake is frozen") },
        { QStringLiteral("field"), QStringLiteral("Any field") },
    };
    return hints.value(word);
}

QGroupBox *checkGrid(const QString &title, const QStringList &words, const QString &prefix,
                     int columns, QMap<QString, QCheckBox *> *boxes, QWidget *parent)
{
    auto *group = new QGroupBox(title, parent);
    auto *grid = new QGridLayout(group);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(2);
    for (int i = 0; i < words.size(); ++i) {
        auto *box = new QCheckBox(ReferencePanel::wordLabel(words.at(i)), group);
        box->setObjectName(prefix + words.at(i));
        box->setToolTip(wordHint(words.at(i)));
        grid->addWidget(box, i / columns, i % columns);
        boxes->insert(words.at(i), box);
    }
    return group;
}

QCheckBox *flag(const QString &text, const QString &name, QWidget *parent)
{
    auto *box = new QCheckBox(text, parent);
    box->setObjectName(name);
    return box;
}

QComboBox *wordCombo(const QStringList &words, const QString &name, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    for (const QString &word : words)
        combo->addItem(ReferencePanel::wordLabel(word), word);
    return combo;
}

QLabel *answerLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.8);
    font.setBold(true);
    label->setFont(font);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *detailsLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

// The answer at the top, the form scrolling under it.
QWidget *page(QLabel *answer, QLabel *details, QWidget *form, QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QVBoxLayout(widget);
    auto *frame = new QFrame(widget);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(QPalette::Base);
    auto *frameLayout = new QVBoxLayout(frame);
    frameLayout->addWidget(answer);
    frameLayout->addWidget(details);
    layout->addWidget(frame);
    auto *scroll = new QScrollArea(widget);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(scroll, 1);
    return widget;
}

QString notesHtml(const QStringList &notes)
{
    QString html;
    for (const QString &note : notes)
        html += QStringLiteral("<li>%1</li>").arg(note.toHtmlEscaped());
    return html.isEmpty() ? QString()
                          : QStringLiteral("<p style=\"margin-top:6px\"><b>Notes</b></p><ul "
                                           "style=\"margin-left:-20px\">%1</ul>")
                                    .arg(html);
}

QString row(const QString &what, const QString &value)
{
    return QStringLiteral("<tr><td>%1</td><td align=\"right\" style=\"padding-left:16px\">"
                          "<b>%2</b></td></tr>")
            .arg(what.toHtmlEscaped(), value.toHtmlEscaped());
}

const QString kNotAllowedStyle = QStringLiteral("color: #b0241b;");
const QString kInputStyle = QStringLiteral("color: #9a6700;");

} // namespace

ReferencePanel::ReferencePanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->addTab(buildMovement(), tr("&Movement cost"));
    m_tabs->addTab(buildExposure(), tr("&Exposure to fire"));
    layout->addWidget(m_tabs);
    updateMovement();
    updateExposure();
}

QString ReferencePanel::wordLabel(const QString &word)
{
    const QString special = specialLabel(word);
    if (!special.isEmpty())
        return special;
    // Table lines that differ only by a condition end in it: "fence-wall-or-
    // trench-not-mounted" reads "Fence wall or trench (not mounted)".
    static const QStringList conditions = { QStringLiteral("-not-mounted"), QStringLiteral("-mounted"),
                                            QStringLiteral("-heavy-equipment"),
                                            QStringLiteral("-no-elevation-change"),
                                            QStringLiteral("-elevation-change") };
    QString text = word;
    for (const QString &condition : conditions) {
        if (text.endsWith(condition) && text.size() > condition.size()) {
            text = text.chopped(condition.size()) + QStringLiteral(" (") + condition.mid(1) + QLatin1Char(')');
            break;
        }
    }
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QString ReferencePanel::costText(double cost)
{
    if (cost == std::floor(cost))
        return QString::number(cost, 'f', 0);
    return QString::number(cost, 'f', 2);
}

QString ReferencePanel::factorText(double factor)
{
    return QString::number(factor, 'f', 4);
}

QWidget *ReferencePanel::buildMovement()
{
    const AorMovement &table = AorMovement::standard();
    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);

    auto *unit = new QGroupBox(tr("Unit"), form);
    auto *unitForm = new QFormLayout(unit);
    m_moveFormation = wordCombo(table.formations(), QStringLiteral("move-formation"), unit);
    unitForm->addRow(tr("&Formation:"), m_moveFormation);
    auto *allowanceRow = new QHBoxLayout;
    m_moveAllowance = new QDoubleSpinBox(unit);
    m_moveAllowance->setObjectName(QStringLiteral("move-allowance"));
    m_moveAllowance->setRange(0, 99);
    m_moveAllowance->setDecimals(1);
    m_moveAllowance->setSpecialValueText(tr("not given"));
    m_moveAllowance->setToolTip(tr("The unit's full movement allowance; needed only where a cost "
                                   "is a fraction of it (a mounted unit over a fence, wall or "
                                   "trench)."));
    allowanceRow->addWidget(m_moveAllowance);
    allowanceRow->addWidget(new QLabel(tr("MP"), unit));
    allowanceRow->addStretch(1);
    auto *allowanceLabel = new QLabel(tr("Movement &allowance:"), unit);
    allowanceLabel->setBuddy(m_moveAllowance);
    unitForm->addRow(allowanceLabel, allowanceRow);
    auto *flags = new QGridLayout;
    m_moveMounted = flag(tr("Mounted"), QStringLiteral("move-mounted"), unit);
    m_moveHeavy = flag(tr("Heavy equipment"), QStringLiteral("move-heavy-equipment"), unit);
    m_moveCrewed = flag(tr("Crewed weapons"), QStringLiteral("move-crewed-weapons"), unit);
    m_moveUnlimbered = flag(tr("Unlimbered artillery"), QStringLiteral("move-unlimbered-artillery"), unit);
    m_moveUnlimbered->setToolTip(tr("Artillery pushed (moved while unlimbered)"));
    m_moveNaval = flag(tr("Naval unit"), QStringLiteral("move-naval"), unit);
    m_moveSmallVessel = flag(tr("Small vessel"), QStringLiteral("move-small-vessel"), unit);
    const QList<QCheckBox *> unitFlags = { m_moveMounted, m_moveHeavy, m_moveCrewed,
                                           m_moveUnlimbered, m_moveNaval, m_moveSmallVessel };
    for (int i = 0; i < unitFlags.size(); ++i)
        flags->addWidget(unitFlags.at(i), i / 2, i % 2);
    unitForm->addRow(flags);
    layout->addWidget(unit);

    auto *road = new QGroupBox(tr("Road"), form);
    auto *roadLayout = new QHBoxLayout(road);
    m_moveRoad = flag(tr("Along the &road"), QStringLiteral("move-road"), road);
    m_moveRoad->setToolTip(tr("Moving along the road from one road hex to another (march "
                              "column or disordered)."));
    m_moveRoadType = wordCombo(table.roadTypes(), QStringLiteral("move-road-type"), road);
    m_moveRoadType->setCurrentIndex(std::max<qsizetype>(0, table.roadTypes().indexOf(table.defaultRoadType())));
    roadLayout->addWidget(m_moveRoad);
    roadLayout->addWidget(new QLabel(tr("Type:"), road));
    roadLayout->addWidget(m_moveRoadType);
    roadLayout->addStretch(1);
    layout->addWidget(road);

    QGroupBox *hex = checkGrid(tr("The hex entered"), table.hexWords(), QStringLiteral("move-hex-"), 2,
                               &m_moveHex, form);
    m_moveElevation = flag(tr("Change in elevation"), QStringLiteral("move-elevation"), hex);
    static_cast<QGridLayout *>(hex->layout())
            ->addWidget(m_moveElevation, (table.hexWords().size() + 1) / 2, 0, 1, 2);
    layout->addWidget(hex);
    layout->addWidget(checkGrid(tr("Conditions"), table.conditions(), QStringLiteral("move-condition-"),
                                2, &m_moveConditions, form));
    layout->addStretch(1);

    m_moveAnswer = answerLabel(QStringLiteral("move-answer"), this);
    m_moveDetails = detailsLabel(QStringLiteral("move-details"), this);

    connect(m_moveFormation, &QComboBox::currentIndexChanged, this, &ReferencePanel::updateMovement);
    connect(m_moveRoadType, &QComboBox::currentIndexChanged, this, &ReferencePanel::updateMovement);
    connect(m_moveAllowance, &QDoubleSpinBox::valueChanged, this, &ReferencePanel::updateMovement);
    QList<QCheckBox *> boxes = unitFlags;
    boxes << m_moveRoad << m_moveElevation << m_moveHex.values() << m_moveConditions.values();
    for (QCheckBox *box : std::as_const(boxes))
        connect(box, &QCheckBox::toggled, this, &ReferencePanel::updateMovement);
    return page(m_moveAnswer, m_moveDetails, form, this);
}

QWidget *ReferencePanel::buildExposure()
{
    const AorExposure &table = AorExposure::standard();
    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);

    auto *target = new QGroupBox(tr("Target and fire"), form);
    auto *targetForm = new QFormLayout(target);
    m_exposureFormation = wordCombo(table.formations(), QStringLiteral("exposure-formation"), target);
    m_exposureFormation->setCurrentIndex(std::max<qsizetype>(0, table.formations().indexOf(QStringLiteral("line"))));
    targetForm->addRow(tr("&Formation:"), m_exposureFormation);
    m_exposureFire = wordCombo(table.fireTypes(), QStringLiteral("exposure-fire"), target);
    targetForm->addRow(tr("F&ire:"), m_exposureFire);
    m_exposureArc = wordCombo(table.arcs(), QStringLiteral("exposure-arc"), target);
    m_exposureArc->setToolTip(tr("The target's arc the fire comes through."));
    targetForm->addRow(tr("&Arc:"), m_exposureArc);
    m_exposureTroops = new QSpinBox(target);
    m_exposureTroops->setObjectName(QStringLiteral("exposure-troops"));
    m_exposureTroops->setRange(0, 100000);
    m_exposureTroops->setSingleStep(50);
    m_exposureTroops->setSpecialValueText(tr("not said"));
    m_exposureTroops->setValue(450);
    targetForm->addRow(tr("&Troops:"), m_exposureTroops);
    m_exposureScale = new QComboBox(target);
    m_exposureScale->setObjectName(QStringLiteral("exposure-scale"));
    m_exposureScale->addItem(tr("not said"), 0);
    for (int scale : table.scales())
        m_exposureScale->addItem(tr("%1 yards a hex").arg(scale), scale);
    m_exposureScale->setCurrentIndex(m_exposureScale->count() > 1 ? 1 : 0);
    m_exposureScale->setToolTip(tr("A line is small with no more than 500 troops at 100 yards a "
                                   "hex, 1000 at 200, 2000 at 400."));
    targetForm->addRow(tr("&Scale:"), m_exposureScale);
    m_exposureSkirmish = new QDoubleSpinBox(target);
    m_exposureSkirmish->setObjectName(QStringLiteral("exposure-skirmish"));
    m_exposureSkirmish->setRange(0, 1);
    m_exposureSkirmish->setSingleStep(0.05);
    m_exposureSkirmish->setDecimals(2);
    m_exposureSkirmish->setSpecialValueText(tr("none deployed"));
    m_exposureSkirmish->setToolTip(tr("The share of the unit deployed as skirmishers: 1.00 is "
                                      "the whole unit."));
    targetForm->addRow(tr("S&kirmishers:"), m_exposureSkirmish);
    auto *flags = new QHBoxLayout;
    m_exposureMounted = flag(tr("Mounted"), QStringLiteral("exposure-mounted"), target);
    m_exposureHigher = flag(tr("Higher than the firer"), QStringLiteral("exposure-higher"), target);
    flags->addWidget(m_exposureMounted);
    flags->addWidget(m_exposureHigher);
    flags->addStretch(1);
    targetForm->addRow(flags);
    layout->addWidget(target);
    layout->addWidget(checkGrid(tr("The target's hex"), table.hexWords(),
                                QStringLiteral("exposure-hex-"), 2, &m_exposureHex, form));
    layout->addStretch(1);

    m_exposureAnswer = answerLabel(QStringLiteral("exposure-answer"), this);
    m_exposureDetails = detailsLabel(QStringLiteral("exposure-details"), this);

    for (QComboBox *combo : { m_exposureFormation, m_exposureFire, m_exposureArc, m_exposureScale })
        connect(combo, &QComboBox::currentIndexChanged, this, &ReferencePanel::updateExposure);
    connect(m_exposureTroops, &QSpinBox::valueChanged, this, &ReferencePanel::updateExposure);
    connect(m_exposureSkirmish, &QDoubleSpinBox::valueChanged, this, &ReferencePanel::updateExposure);
    QList<QCheckBox *> boxes = m_exposureHex.values();
    boxes << m_exposureMounted << m_exposureHigher;
    for (QCheckBox *box : std::as_const(boxes))
        connect(box, &QCheckBox::toggled, this, &ReferencePanel::updateExposure);
    return page(m_exposureAnswer, m_exposureDetails, form, this);
}

AorMoveRequest ReferencePanel::moveRequest() const
{
    AorMoveRequest request;
    request.formation = m_moveFormation->currentData().toString();
    request.road = m_moveRoad->isChecked();
    request.roadType = m_moveRoadType->currentData().toString();
    for (const QString &word : AorMovement::standard().hexWords()) {
        if (m_moveHex.value(word)->isChecked())
            request.hex << word;
    }
    for (const QString &word : AorMovement::standard().conditions()) {
        if (m_moveConditions.value(word)->isChecked())
            request.conditions << word;
    }
    request.elevationChange = m_moveElevation->isChecked();
    request.mounted = m_moveMounted->isChecked();
    request.heavyEquipment = m_moveHeavy->isChecked();
    request.crewedWeapons = m_moveCrewed->isChecked();
    request.unlimberedArtillery = m_moveUnlimbered->isChecked();
    request.naval = m_moveNaval->isChecked();
    request.smallVessel = m_moveSmallVessel->isChecked();
    if (m_moveAllowance->value() > 0)
        request.movementAllowance = m_moveAllowance->value();
    return request;
}

AorExposureRequest ReferencePanel::exposureRequest() const
{
    AorExposureRequest request;
    request.formation = m_exposureFormation->currentData().toString();
    request.fire = m_exposureFire->currentData().toString();
    request.arc = m_exposureArc->currentData().toString();
    if (m_exposureTroops->value() > 0)
        request.troops = m_exposureTroops->value();
    if (m_exposureScale->currentData().toInt() > 0)
        request.scaleYards = m_exposureScale->currentData().toInt();
    for (const QString &word : AorExposure::standard().hexWords()) {
        if (m_exposureHex.value(word)->isChecked())
            request.hex << word;
    }
    request.skirmishFraction = m_exposureSkirmish->value();
    request.mounted = m_exposureMounted->isChecked();
    request.higher = m_exposureHigher->isChecked();
    return request;
}

void ReferencePanel::updateMovement()
{
    // A naval unit reads the naval table alone.
    const bool naval = m_moveNaval->isChecked();
    m_moveFormation->setEnabled(!naval);
    m_moveRoad->setEnabled(!naval);
    m_moveRoadType->setEnabled(!naval && m_moveRoad->isChecked());
    m_moveSmallVessel->setEnabled(naval);

    m_moveResult = AorMovement::standard().move(moveRequest());
    const AorMoveResult &result = m_moveResult;
    if (!result.inputError.isEmpty()) {
        m_moveAnswer->setStyleSheet(kInputStyle);
        m_moveAnswer->setText(tr("More needed"));
        m_moveDetails->setText(result.inputError.toHtmlEscaped());
        return;
    }
    if (!result.allowed) {
        m_moveAnswer->setStyleSheet(kNotAllowedStyle);
        m_moveAnswer->setText(tr("Not allowed"));
        m_moveDetails->setText(QStringLiteral("<p>%1</p><p style=\"color:gray\">%2</p>")
                                       .arg(result.reason.toHtmlEscaped(),
                                            tr("table line: %1").arg(result.reasonId)));
        return;
    }
    m_moveAnswer->setStyleSheet(QString());
    m_moveAnswer->setText(tr("Cost %1 MP%2")
                                  .arg(costText(result.cost),
                                       result.road ? tr(" (road)") : QString()));
    QString table = row(tr("%1 (%2)")
                                .arg(wordLabel(result.baseId),
                                     result.road ? tr("road movement") : tr("base cost")),
                        costText(result.base));
    for (const AorModifier &modifier : result.modifiers) {
        table += row(wordLabel(modifier.id),
                     (modifier.value >= 0 ? QStringLiteral("+") : QString()) + costText(modifier.value));
    }
    table += row(tr("Total"), costText(result.cost));
    m_moveDetails->setText(QStringLiteral("<table cellspacing=\"2\">%1</table>%2")
                                   .arg(table, notesHtml(result.notes)));
}

void ReferencePanel::updateExposure()
{
    m_exposureResult = AorExposure::standard().exposure(exposureRequest());
    const AorExposureResult &result = m_exposureResult;
    if (!result.inputError.isEmpty()) {
        m_exposureAnswer->setStyleSheet(kInputStyle);
        m_exposureAnswer->setText(tr("More needed"));
        m_exposureDetails->setText(result.inputError.toHtmlEscaped());
        return;
    }
    if (!result.allowed) {
        m_exposureAnswer->setStyleSheet(kNotAllowedStyle);
        m_exposureAnswer->setText(tr("No factor"));
        m_exposureDetails->setText(QStringLiteral("<p>%1</p><p style=\"color:gray\">%2</p>")
                                           .arg(result.reason.toHtmlEscaped(),
                                                tr("table line: %1").arg(result.reasonId)));
        return;
    }
    m_exposureAnswer->setStyleSheet(QString());
    m_exposureAnswer->setText(tr("Factor %1").arg(factorText(result.factor)));
    QString table;
    for (const AorModifier &line : result.factors) {
        // Two decimals as the seed prints them, more where a formula gives more.
        const double hundredths = line.value * 100.0;
        const QString value = std::abs(hundredths - std::round(hundredths)) < 1e-9
                ? QString::number(line.value, 'f', 2)
                : QString::number(line.value, 'g', 4);
        table += row(wordLabel(line.id), QStringLiteral("\u00d7 %1").arg(value));
    }
    table += row(tr("Product"), factorText(result.factor));
    QStringList notes = result.notes;
    if (!result.size.isEmpty() && notes.isEmpty())
        notes << tr("%1 unit").arg(result.size);
    m_exposureDetails->setText(QStringLiteral("<p>%1</p><table cellspacing=\"2\">%2</table>%3")
                                       .arg(tr("%1% of the raw expected casualties")
                                                    .arg(std::round(result.factor * 100.0), 0, 'f', 0),
                                            table, notesHtml(notes)));
}

} // namespace Adc
