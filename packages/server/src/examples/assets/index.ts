/**
 * The example charts and dashboards, in the shape of Superset's export files (one JSON file each, the
 * fields of its chart and dashboard YAML). Imported here so the build carries them beside the code;
 * `exampleDashboards.ts` loads this module only on a start that still has examples to create.
 */
import airportsByState from './charts/airports_by_state.json' with { type: 'json' };
import flightsAvgDelay from './charts/flights_avg_delay.json' with { type: 'json' };
import flightsAvgDistance from './charts/flights_avg_distance.json' with { type: 'json' };
import flightsDelayArea from './charts/flights_delay_area.json' with { type: 'json' };
import flightsDelayBoxplot from './charts/flights_delay_boxplot.json' with { type: 'json' };
import flightsDelayPerDay from './charts/flights_delay_per_day.json' with { type: 'json' };
import flightsDelayPivot from './charts/flights_delay_pivot.json' with { type: 'json' };
import flightsDestinationFunnel from './charts/flights_destination_funnel.json' with { type: 'json' };
import flightsOriginCloud from './charts/flights_origin_cloud.json' with { type: 'json' };
import flightsOriginPie from './charts/flights_origin_pie.json' with { type: 'json' };
import flightsPerMonthOrigin from './charts/flights_per_month_origin.json' with { type: 'json' };
import flightsPerWeek from './charts/flights_per_week.json' with { type: 'json' };
import flightsRoutesTable from './charts/flights_routes_table.json' with { type: 'json' };
import flightsTotal from './charts/flights_total.json' with { type: 'json' };
import flightsWeekdayHourHeatmap from './charts/flights_weekday_hour_heatmap.json' with { type: 'json' };
import sp500Area from './charts/sp500_area.json' with { type: 'json' };
import sp500CloseBigNumber from './charts/sp500_close_big_number.json' with { type: 'json' };
import sp500HighLow from './charts/sp500_high_low.json' with { type: 'json' };
import sp500VolumeBar from './charts/sp500_volume_bar.json' with { type: 'json' };
import stocksCompanies from './charts/stocks_companies.json' with { type: 'json' };
import stocksPriceBoxplot from './charts/stocks_price_boxplot.json' with { type: 'json' };
import stocksPriceLines from './charts/stocks_price_lines.json' with { type: 'json' };
import stocksPricePivot from './charts/stocks_price_pivot.json' with { type: 'json' };
import stocksPriceTable from './charts/stocks_price_table.json' with { type: 'json' };
import weatherCityHighs from './charts/weather_city_highs.json' with { type: 'json' };
import weatherDaysPie from './charts/weather_days_pie.json' with { type: 'json' };
import weatherHighBoxplot from './charts/weather_high_boxplot.json' with { type: 'json' };
import weatherHighHeatmap from './charts/weather_high_heatmap.json' with { type: 'json' };
import weatherHighHistogram from './charts/weather_high_histogram.json' with { type: 'json' };
import weatherMonthlyPrecipitation from './charts/weather_monthly_precipitation.json' with { type: 'json' };
import weatherMonthlyTemperatures from './charts/weather_monthly_temperatures.json' with { type: 'json' };
import weatherProfileRadar from './charts/weather_profile_radar.json' with { type: 'json' };
import weatherRainDays from './charts/weather_rain_days.json' with { type: 'json' };
import weatherTotalPrecipitation from './charts/weather_total_precipitation.json' with { type: 'json' };
import flightDelaysDashboard from './dashboards/flight-delays.json' with { type: 'json' };
import seattleWeatherDashboard from './dashboards/seattle-weather.json' with { type: 'json' };
import stockMarketDashboard from './dashboards/stock-market.json' with { type: 'json' };

export const EXAMPLE_CHART_FILES: readonly unknown[] = [
  airportsByState,
  flightsAvgDelay,
  flightsAvgDistance,
  flightsDelayArea,
  flightsDelayBoxplot,
  flightsDelayPerDay,
  flightsDelayPivot,
  flightsDestinationFunnel,
  flightsOriginCloud,
  flightsOriginPie,
  flightsPerMonthOrigin,
  flightsPerWeek,
  flightsRoutesTable,
  flightsTotal,
  flightsWeekdayHourHeatmap,
  sp500Area,
  sp500CloseBigNumber,
  sp500HighLow,
  sp500VolumeBar,
  stocksCompanies,
  stocksPriceBoxplot,
  stocksPriceLines,
  stocksPricePivot,
  stocksPriceTable,
  weatherCityHighs,
  weatherDaysPie,
  weatherHighBoxplot,
  weatherHighHeatmap,
  weatherHighHistogram,
  weatherMonthlyPrecipitation,
  weatherMonthlyTemperatures,
  weatherProfileRadar,
  weatherRainDays,
  weatherTotalPrecipitation,
];

export const EXAMPLE_DASHBOARD_FILES: readonly unknown[] = [
  flightDelaysDashboard,
  seattleWeatherDashboard,
  stockMarketDashboard,
];
