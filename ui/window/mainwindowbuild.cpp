// SPDX-License-Identifier: GPL-3.0-or-later
// The Build menu: the build's name and notes, the user's exchange rates and the build advisor.
#include "buildsession.h"
#include "core/document/setnvlinkbridgecommand.h"
#include "core/model/displaytext.h"
#include "core/model/nvlinkbridge.h"
#include "core/rules/ruleengine.h"
#include "db/overlay/useroverlay.h"
#include "mainwindow.h"
#include "ui/browser/partsbrowser.h"
#include "ui/charts/chartspanel.h"
#include "ui/dialogs/advisordialog.h"
#include "ui/dialogs/buildpropertiesdialog.h"
#include "ui/dialogs/comparedialog.h"
#include "ui/dialogs/exchangeratesdialog.h"

#include <QActionGroup>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>

namespace rigsmith::ui {

using namespace rigsmith::core;

void MainWindow::createBuildMenu()
{
    QMenu *build = menuBar()->addMenu(tr("&Build"));
    build->addAction(tr("&Properties…"), this, &MainWindow::editProperties)
        ->setToolTip(tr("The build's name and notes"));
    build->addAction(tr("&Exchange rates…"), this, &MainWindow::editExchangeRates)
        ->setToolTip(tr("Your own dated exchange rates, used to convert prices into the build's currency"));
    // The NVLink bridges made for the build's cards, the one that fits their spacing said so.
    QMenu *bridges = build->addMenu(tr("NVLink &bridge"));
    bridges->setToolTipsVisible(true);
    connect(bridges, &QMenu::aboutToShow, this, [this, bridges] { fillBridgeMenu(bridges); });
    build->addSeparator();
    build->addAction(tr("&Suggest builds…"), this, &MainWindow::suggestBuilds)
        ->setToolTip(tr("The best complete builds from the catalog for a workload and a budget"));
}

void MainWindow::fillBridgeMenu(QMenu *menu)
{
    menu->clear();
    const Build &b = document()->build();
    auto *group = new QActionGroup(menu);
    const auto add = [&](const QString &text, const QString &key, const QString &tip) {
        QAction *a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(b.nvlinkBridge == key);
        a->setToolTip(tip);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, key] {
            if (document()->build().nvlinkBridge != key)
                document()->undoStack()->push(new SetNvlinkBridgeCommand(document(), key));
        });
    };
    add(tr("None"), QString(), tr("The cards talk over PCIe"));
    const QString model = b.gpus.isEmpty() ? QString() : b.gpus.first().gpu.spec.model;
    const auto pair = nvlinkPairOf(b);
    const QList<NvlinkBridge> made = nvlinkBridgesFor(model);
    for (const NvlinkBridge &bridge : made) {
        const bool fits = pair && pair->spacing == bridge.spacing;
        const QString price = bridge.price ? bridge.price->toString() : tr("no price on record");
        add(fits ? tr("%1 (fits the cards' slots)").arg(bridge.name) : bridge.name, bridge.key,
            tr("%1-slot spacing; %2; source: %3").arg(bridge.spacing).arg(price, bridge.url));
    }
    // The build's bridge, when it is made for other cards, stays listed so it can be seen and removed.
    if (const NvlinkBridge *own = nvlinkBridge(b.nvlinkBridge); own && !own->pairs(model))
        add(tr("%1 (made for other cards)").arg(own->name), own->key, own->url);
    if (made.isEmpty()) {
        QAction *none
            = menu->addAction(model.isEmpty() ? tr("No GPU in the build")
                                              : tr("No NVLink bridge is made for the %1").arg(model));
        none->setEnabled(false);
    }
}

QString MainWindow::unusedTitle(const QString &name) const
{
    QSet<QString> taken;
    for (const BuildSession *s : mSessions)
        taken.insert(s->title());
    QString candidate = name;
    for (int n = 2; taken.contains(shownLine(candidate).trimmed()); ++n)
        candidate = tr("%1 (%2)").arg(name).arg(n);
    return candidate;
}

void MainWindow::suggestBuilds()
{
    AdvisorDialog dialog(mCatalog, document()->build(), this);
    connect(&dialog, &AdvisorDialog::openRequested, this, [this](Build build) {
        // Two tabs never share a name: a second suggestion like one already open is numbered.
        build.name = unusedTitle(build.name);
        addSession(build, QString());
        setCurrent(mTabs->currentIndex());
        statusBar()->showMessage(tr("Opened the suggestion \"%1\" as a new build").arg(build.name), 5000);
    });
    // A price typed over a suggestion's part is the user's price of that part, as from Set price… (undoable).
    connect(&dialog, &AdvisorDialog::priceEdited, this, [this](const PartId &id, const Money &price) {
        if (const auto part = mCatalog ? mCatalog->part(id) : std::nullopt)
            setUserPrice(*part, {id, price, QDate::currentDate(), QString()});
    });
    connect(&dialog, &AdvisorDialog::compareRequested, &dialog, [&dialog](const QList<Build> &builds) {
        QList<CompareDialog::Entry> entries;
        for (const Build &b : builds)
            entries.append({b.name, b, QString()});
        CompareDialog compare(entries, &dialog);
        compare.exec();
    });
    dialog.exec();
}

void MainWindow::editProperties()
{
    BuildPropertiesDialog dialog(document(), this);
    dialog.exec(); // accepting pushes the edit on the build's stack
}

void MainWindow::editExchangeRates()
{
    ExchangeRatesDialog dialog(ExchangeRates::current(), document()->build().environment.currency,
        current()->analysed()->analyses().cost.missingRates, this);
    if (dialog.exec() == QDialog::Accepted)
        setExchangeRates(dialog.rates());
}

void MainWindow::setExchangeRates(const ExchangeRates &rates)
{
    QSettings settings;
    rates.save(settings);
    ExchangeRates::setCurrent(rates);
    // The build did not change, its figures did: every view that shows money is redrawn.
    mCharts->refreshPrices();
    mBrowser->refreshPrices();
    for (BuildSession *session : mSessions)
        session->analysed()->reanalyse(); // the current one refreshes the window
    statusBar()->showMessage(tr("%n exchange rate(s) saved", nullptr, int(rates.all().size())), 5000);
}

} // namespace rigsmith::ui
