#include "ui/choosers/unitchooser.h"

#include "ui/choosers/unitfiltermodel.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QScrollArea>

namespace Adc {

UnitChooser::UnitChooser(QWidget *parent)
    : QWidget(parent)
{
    m_model = new UnitChoiceModel(this);
    m_filter = new UnitFilterModel(this);
    m_filter->setSourceModel(m_model);
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("chooserField"));
    m_field->setPlaceholderText(tr("type a name, brigade or side"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("chooserList"));
    m_list->setModel(m_filter);
    // The keyboard stays in the field; the list follows it (and the mouse).
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("chooserDetails"));
    m_details->setTextFormat(Qt::RichText);
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setMargin(4);
    // Long details (a unit's reasons and state) scroll rather than being
    // cut where the room is short (a small screen, a wider font).
    m_detailsArea = new QScrollArea(this);
    m_detailsArea->setObjectName(QStringLiteral("chooserDetailsArea"));
    m_detailsArea->setWidget(m_details);
    m_detailsArea->setWidgetResizable(true);
    m_detailsArea->setFrameShape(QFrame::StyledPanel);
    m_detailsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_detailsArea->setFocusPolicy(Qt::NoFocus);
    m_detailsArea->setMinimumWidth(m_details->fontMetrics().averageCharWidth() * 24);
    setFocusProxy(m_field);
    // A label's letter (Alt+F, "&Firer:") focuses its buddy only when the
    // buddy takes focus; Tab skips it for its field all the same.
    setFocusPolicy(Qt::StrongFocus);

    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_field, 0, 0);
    m_layout->addWidget(m_list, 1, 0);
    m_layout->setColumnStretch(0, 1);
    m_layout->setRowStretch(1, 1);
    setDetailsBelow(false);

    connect(m_field, &QLineEdit::textChanged, this, &UnitChooser::typed);
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex &index) {
        setCurrent(m_filter->mapToSource(index).row());
        m_field->setFocus(Qt::MouseFocusReason);
    });
    connect(m_list, &QListView::doubleClicked, this, [this] { Q_EMIT taken(); });
    connect(m_model, &UnitChoiceModel::checkedChanged, this, &UnitChooser::checkedChanged);
    showCurrent();
}

void UnitChooser::setChoices(const QList<UnitChoiceModel::Choice> &choices)
{
    const bool had = hasChoice();
    const qint64 unitWas = unit();
    const qint64 featureWas = feature();
    const QList<qint64> checked = checkedUnits();
    m_model->setChoices(choices);
    setCheckedUnits(checked);
    int row = -1;
    if (had)
        row = featureWas ? m_model->rowOfFeature(featureWas) : m_model->rowOfUnit(unitWas);
    if (row < 0 && !m_noneAllowed)
        row = m_filter->matcher().highlight(m_field->text(), -1);
    m_current = -2; // whatever is chosen now is told
    setCurrent(row);
}

void UnitChooser::setUnits(const QList<UnitRecord> &units)
{
    QList<UnitChoiceModel::Choice> choices;
    choices.reserve(units.size());
    for (const UnitRecord &unit : units)
        choices.append(UnitChoiceModel::unitChoice(unit));
    setChoices(choices);
}

void UnitChooser::setUnits(const QList<UnitRecord> &units,
                           const QList<LikelyUnits::Ranked> &ranking)
{
    setChoices(UnitChoiceModel::unitChoices(units, ranking));
}

void UnitChooser::setNoneAllowed(bool allowed)
{
    m_noneAllowed = allowed;
}

void UnitChooser::setPrompt(const QString &text)
{
    m_prompt = text;
    showCurrent();
}

void UnitChooser::setListRows(int rows)
{
    const int height = m_list->fontMetrics().height() + 4;
    m_list->setMinimumHeight(height * qMin(rows, 3) + 2 * m_list->frameWidth());
    m_list->setMaximumHeight(height * rows + 2 * m_list->frameWidth());
}

void UnitChooser::setDetailsBelow(bool below)
{
    m_layout->removeWidget(m_detailsArea);
    if (below) {
        m_detailsArea->setMaximumWidth(QWIDGETSIZE_MAX);
        m_layout->addWidget(m_detailsArea, 2, 0);
    } else {
        m_detailsArea->setMaximumWidth(m_details->fontMetrics().averageCharWidth() * 34);
        m_layout->addWidget(m_detailsArea, 0, 1, 2, 1);
    }
}

void UnitChooser::setCheckable(bool checkable)
{
    m_model->setCheckable(checkable);
}

QList<qint64> UnitChooser::checkedUnits() const
{
    return m_model->checkedUnits();
}

void UnitChooser::setCheckedUnits(const QList<qint64> &ids)
{
    const QSignalBlocker blocker(m_model);
    for (int row = 0; row < m_model->rowCount(); ++row)
        m_model->setChecked(row, ids.contains(m_model->choices().at(row).unitId));
    m_list->viewport()->update();
}

qint64 UnitChooser::unit() const
{
    return m_current >= 0 ? m_model->choices().at(m_current).unitId : 0;
}

qint64 UnitChooser::feature() const
{
    return m_current >= 0 && m_model->choices().at(m_current).unitId == 0
        ? m_model->choices().at(m_current).featureId
        : 0;
}

bool UnitChooser::chooseUnit(qint64 id)
{
    return chooseRow(m_model->rowOfUnit(id));
}

bool UnitChooser::chooseFeature(qint64 id)
{
    return chooseRow(m_model->rowOfFeature(id));
}

// A choice made for the user: the filter is cleared so the row is listed.
bool UnitChooser::chooseRow(int row)
{
    if (row < 0)
        return false;
    {
        const QSignalBlocker blocker(m_field);
        m_field->clear();
        m_filter->setText(QString());
    }
    setCurrent(row);
    return true;
}

void UnitChooser::clearChoice()
{
    setCurrent(-1);
}

bool UnitChooser::chooseFirstSuggestion()
{
    if (m_filter->rowCount() == 0)
        return false;
    return chooseRow(m_filter->mapToSource(m_filter->index(0, 0)).row());
}

void UnitChooser::selectChosenName()
{
    if (m_current < 0)
        return;
    // Not typed: the filter stays as it is, so the list is not narrowed.
    const QSignalBlocker blocker(m_field);
    m_field->setText(m_model->choices().at(m_current).name);
    m_field->selectAll();
}

int UnitChooser::matchCount() const
{
    return m_filter->rowCount();
}

QString UnitChooser::detailsText() const
{
    return m_details->text();
}

void UnitChooser::typed(const QString &text)
{
    m_filter->setText(text);
    setCurrent(m_filter->matcher().highlight(text, m_current));
}

void UnitChooser::setCurrent(int sourceRow)
{
    if (sourceRow >= m_model->rowCount())
        sourceRow = -1;
    const bool changed = sourceRow != m_current;
    m_current = sourceRow;
    const QModelIndex shown
        = sourceRow >= 0 ? m_filter->mapFromSource(m_model->index(sourceRow)) : QModelIndex();
    if (shown.isValid()) {
        m_list->setCurrentIndex(shown);
        m_list->scrollTo(shown);
    } else {
        m_list->clearSelection();
        m_list->setCurrentIndex(QModelIndex());
    }
    showCurrent();
    if (changed)
        Q_EMIT choiceChanged();
}

void UnitChooser::step(int rows)
{
    const int count = m_filter->rowCount();
    if (count == 0)
        return;
    const QModelIndex shown
        = m_current >= 0 ? m_filter->mapFromSource(m_model->index(m_current)) : QModelIndex();
    const int at = shown.isValid() ? qBound(0, shown.row() + rows, count - 1) : 0;
    setCurrent(m_filter->mapToSource(m_filter->index(at, 0)).row());
}

void UnitChooser::showCurrent()
{
    if (m_current >= 0) {
        m_details->setText(m_model->choices().at(m_current).details);
    } else if (m_filter->rowCount() == 0 && !m_field->text().isEmpty()) {
        // What was typed is user text: joined, never passed through arg().
        m_details->setText(tr("Nothing matches") + QStringLiteral(" \u201c")
                           + m_field->text().toHtmlEscaped() + QStringLiteral("\u201d."));
    } else {
        m_details->setText(m_prompt.toHtmlEscaped());
    }
}

bool UnitChooser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_field || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier))
        return false;
    const int page = qMax(1, m_list->viewport()->height() / qMax(1, m_list->sizeHintForRow(0)));
    switch (key->key()) {
    case Qt::Key_Up:
        step(-1);
        return true;
    case Qt::Key_Down:
        step(1);
        return true;
    case Qt::Key_PageUp:
        step(-page);
        return true;
    case Qt::Key_PageDown:
        step(page);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Nothing chosen: Enter does nothing rather than act on no unit; in
        // a list of ticks, with none highlighted, it goes on as Tab does.
        if (m_current < 0) {
            if (m_model->isCheckable())
                focusNextChild();
            return true;
        }
        if (m_model->isCheckable()) {
            // Shift+Enter ticks or unticks it and stays, for another;
            // Enter ticks it too and goes on, as for a single unit.
            if (key->modifiers() & Qt::ShiftModifier) {
                m_model->setChecked(m_current, !m_model->isChecked(m_current));
                return true;
            }
            m_model->setChecked(m_current, true);
        } else {
            Q_EMIT taken();
        }
        if (m_enterPassesOn)
            return false;
        if (m_enterGoesTo && m_enterGoesTo->isEnabled() && m_enterGoesTo->isVisible()) {
            m_enterGoesTo->setFocus(Qt::TabFocusReason);
            return true;
        }
        focusNextChild();
        return true;
    default:
        return false;
    }
}

} // namespace Adc
