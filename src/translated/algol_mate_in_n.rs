//! Translated from ALGOL 60 by `attic translate programs/algol/mate-in-n.alg`.
//! Generated code: do not edit by hand.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::translated::algol_runtime as rt;
use rt::{Fr, Op, Place, SlotInit, Spec, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:6];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ОТВЕТНЫЕ ХОДЫ;",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ПЕЧАТЬ ПОЗИЦИИ;",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until ss + 1 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"",
"  if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;",
"  Л := 1;  ТЕК[1] := РУБЕЖ ХОДОВ[0] + 1;",
"СЛЕДУЮЩИЙ:",
"  УРОВЕНЬ := Л;  ТЕК[Л] := ТЕК[Л] + 1;",
"  if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;",
"  if Л ÷ 2 × 2 ≠ Л then",
"",
"    if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;",
"    if Л < ss - 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ);",
"    if Л = ss - 1 then",
"",
"      n := РУБЕЖ ХОДОВ[ss];",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ);",
"      go to СЛЕДУЮЩИЙ",
"",
"",
"",
"",
"    ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ);",
"    if Л = ss then",
"",
"      УРОВЕНЬ := ss;",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"      Л := ss - 1;  go to СЛЕДУЮЩИЙ",
"",
"",
"ШАХ:",
"  Л := Л + 1;  ТЕК[Л] := РУБЕЖ ХОДОВ[Л - 1] + 1;  go to СЛЕДУЮЩИЙ;",
"",
"  if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;",
"  if Л ÷ 2 × 2 ≠ Л then",
"",
"",
"    if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;",
"    Л := Л - 1;  УРОВЕНЬ := Л;",
"    ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"    ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"    Л := Л - 1;  go to СЛЕДУЮЩИЙ",
"",
"  if ВОЗМОЖЕН ПАТ[Л ÷ 2] then",
"",
"    n := РУБЕЖ ХОДОВ[Л];",
"    ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, БЕЛЫЕ ДАЛИ МАТ);",
"",
"    Л := Л - 1;  go to СЛЕДУЮЩИЙ",
"",
"",
"",
"",
"",
"  if Л = 2 then go to ОТВЕТ;",
"  Л := Л - 1;  УРОВЕНЬ := Л;",
"  ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"  ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"  Л := Л - 1;  go to СЛЕДУЮЩИЙ;",
"ОТВЕТ:",
"",
"  Б1 := ТЕК[1];  УРОВЕНЬ := 2;",
"  if ss = 2 then go to МАТ1;",
"  if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;",
"  output('/,T,РЕШЕНИЕ,/');",
"  go to ПЕЧАТЬ ОТВЕТА;",
"МАТ1:",
"",
"ПЕЧАТЬ ОТВЕТА:",
"",
"  go to КОНЕЦ;",
"ХОДЫ ИСЧЕРПАНЫ:",
"",
"  go to КОНЕЦ;",
"ОШИБКА В ЧИСЛЕ ХОДОВ:",
"",
"  go to КОНЕЦ;",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 22, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 22, col: 39, width: 6, name: "СПИСОК" },
rt::Site { line: 22, col: 56, width: 3, name: "ТЕК" },
rt::Site { line: 23, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 24, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 24, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 25, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 286, col: 3, width: 21, name: "" },
rt::Site { line: 286, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 286, col: 27, width: 23, name: "" },
rt::Site { line: 286, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 287, col: 3, width: 22, name: "" },
rt::Site { line: 287, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 287, col: 28, width: 23, name: "" },
rt::Site { line: 287, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 288, col: 3, width: 21, name: "" },
rt::Site { line: 288, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 288, col: 27, width: 23, name: "" },
rt::Site { line: 288, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 289, col: 3, width: 21, name: "" },
rt::Site { line: 289, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 289, col: 27, width: 24, name: "" },
rt::Site { line: 289, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 290, col: 3, width: 21, name: "" },
rt::Site { line: 290, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 27, width: 23, name: "" },
rt::Site { line: 290, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 291, col: 3, width: 21, name: "" },
rt::Site { line: 291, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 291, col: 27, width: 24, name: "" },
rt::Site { line: 291, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 292, col: 3, width: 22, name: "" },
rt::Site { line: 292, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 292, col: 28, width: 23, name: "" },
rt::Site { line: 292, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 293, col: 3, width: 22, name: "" },
rt::Site { line: 293, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 293, col: 28, width: 24, name: "" },
rt::Site { line: 293, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 294, col: 3, width: 21, name: "" },
rt::Site { line: 294, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 294, col: 27, width: 23, name: "" },
rt::Site { line: 294, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 295, col: 3, width: 22, name: "" },
rt::Site { line: 295, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 28, width: 24, name: "" },
rt::Site { line: 295, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 22, name: "" },
rt::Site { line: 296, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 28, width: 25, name: "" },
rt::Site { line: 296, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 22, name: "" },
rt::Site { line: 297, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 28, width: 25, name: "" },
rt::Site { line: 297, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 23, name: "" },
rt::Site { line: 298, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 29, width: 25, name: "" },
rt::Site { line: 298, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 23, name: "" },
rt::Site { line: 299, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 29, width: 25, name: "" },
rt::Site { line: 299, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 23, name: "" },
rt::Site { line: 300, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 29, width: 24, name: "" },
rt::Site { line: 300, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 23, name: "" },
rt::Site { line: 301, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 29, width: 24, name: "" },
rt::Site { line: 301, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 1, width: 1, name: "i" },
rt::Site { line: 303, col: 7, width: 1, name: "i" },
rt::Site { line: 303, col: 33, width: 38, name: "" },
rt::Site { line: 303, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 303, col: 45, width: 1, name: "i" },
rt::Site { line: 303, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 303, col: 64, width: 1, name: "i" },
rt::Site { line: 304, col: 1, width: 26, name: "input" },
rt::Site { line: 304, col: 30, width: 11, name: "" },
rt::Site { line: 304, col: 36, width: 5, name: "×" },
rt::Site { line: 304, col: 40, width: 1, name: "s" },
rt::Site { line: 305, col: 3, width: 1, name: "i" },
rt::Site { line: 305, col: 7, width: 1, name: "i" },
rt::Site { line: 305, col: 27, width: 6, name: "+" },
rt::Site { line: 305, col: 27, width: 2, name: "ss" },
rt::Site { line: 306, col: 9, width: 19, name: "" },
rt::Site { line: 306, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 306, col: 21, width: 1, name: "i" },
rt::Site { line: 306, col: 31, width: 10, name: "" },
rt::Site { line: 306, col: 31, width: 4, name: "q" },
rt::Site { line: 306, col: 33, width: 1, name: "i" },
rt::Site { line: 310, col: 3, width: 18, name: "" },
rt::Site { line: 310, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 310, col: 24, width: 20, name: "" },
rt::Site { line: 310, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 311, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 311, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 312, col: 3, width: 12, name: "" },
rt::Site { line: 312, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 313, col: 3, width: 19, name: "" },
rt::Site { line: 313, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 314, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 315, col: 3, width: 19, name: "" },
rt::Site { line: 315, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 315, col: 21, width: 1, name: "n" },
rt::Site { line: 317, col: 6, width: 13, name: "" },
rt::Site { line: 317, col: 6, width: 13, name: "∨" },
rt::Site { line: 317, col: 6, width: 5, name: "<" },
rt::Site { line: 317, col: 6, width: 1, name: "s" },
rt::Site { line: 317, col: 14, width: 5, name: ">" },
rt::Site { line: 317, col: 14, width: 1, name: "s" },
rt::Site { line: 317, col: 31, width: 20, name: "" },
rt::Site { line: 318, col: 3, width: 6, name: "" },
rt::Site { line: 318, col: 12, width: 28, name: "" },
rt::Site { line: 318, col: 12, width: 6, name: "ТЕК" },
rt::Site { line: 318, col: 22, width: 18, name: "+" },
rt::Site { line: 318, col: 22, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 319, col: 1, width: 1, name: "" },
rt::Site { line: 320, col: 14, width: 1, name: "Л" },
rt::Site { line: 320, col: 18, width: 20, name: "" },
rt::Site { line: 320, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 320, col: 22, width: 1, name: "Л" },
rt::Site { line: 320, col: 28, width: 10, name: "+" },
rt::Site { line: 320, col: 28, width: 6, name: "ТЕК" },
rt::Site { line: 320, col: 32, width: 1, name: "Л" },
rt::Site { line: 321, col: 6, width: 23, name: "" },
rt::Site { line: 321, col: 6, width: 23, name: ">" },
rt::Site { line: 321, col: 6, width: 6, name: "ТЕК" },
rt::Site { line: 321, col: 10, width: 1, name: "Л" },
rt::Site { line: 321, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 321, col: 27, width: 1, name: "Л" },
rt::Site { line: 321, col: 41, width: 9, name: "" },
rt::Site { line: 322, col: 6, width: 13, name: "" },
rt::Site { line: 322, col: 6, width: 13, name: "≠" },
rt::Site { line: 322, col: 6, width: 9, name: "×" },
rt::Site { line: 322, col: 6, width: 5, name: "÷" },
rt::Site { line: 322, col: 6, width: 1, name: "Л" },
rt::Site { line: 322, col: 18, width: 1, name: "Л" },
rt::Site { line: 324, col: 8, width: 5, name: "" },
rt::Site { line: 324, col: 8, width: 5, name: ">" },
rt::Site { line: 324, col: 8, width: 1, name: "Л" },
rt::Site { line: 324, col: 19, width: 28, name: "" },
rt::Site { line: 324, col: 19, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 324, col: 32, width: 5, name: "÷" },
rt::Site { line: 324, col: 32, width: 1, name: "Л" },
rt::Site { line: 325, col: 8, width: 10, name: "" },
rt::Site { line: 325, col: 8, width: 10, name: "<" },
rt::Site { line: 325, col: 8, width: 1, name: "Л" },
rt::Site { line: 325, col: 12, width: 6, name: "-" },
rt::Site { line: 325, col: 12, width: 2, name: "ss" },
rt::Site { line: 325, col: 24, width: 31, name: "" },
rt::Site { line: 325, col: 24, width: 23, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 325, col: 37, width: 9, name: "+" },
rt::Site { line: 325, col: 37, width: 5, name: "÷" },
rt::Site { line: 325, col: 37, width: 1, name: "Л" },
rt::Site { line: 326, col: 5, width: 86, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 326, col: 21, width: 6, name: "ТЕК" },
rt::Site { line: 326, col: 25, width: 1, name: "Л" },
rt::Site { line: 327, col: 8, width: 10, name: "" },
rt::Site { line: 327, col: 8, width: 10, name: "=" },
rt::Site { line: 327, col: 8, width: 1, name: "Л" },
rt::Site { line: 327, col: 12, width: 6, name: "-" },
rt::Site { line: 327, col: 12, width: 2, name: "ss" },
rt::Site { line: 329, col: 7, width: 20, name: "" },
rt::Site { line: 329, col: 12, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 329, col: 24, width: 2, name: "ss" },
rt::Site { line: 330, col: 7, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 331, col: 13, width: 9, name: "" },
rt::Site { line: 336, col: 5, width: 86, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 336, col: 21, width: 6, name: "ТЕК" },
rt::Site { line: 336, col: 25, width: 1, name: "Л" },
rt::Site { line: 337, col: 8, width: 6, name: "" },
rt::Site { line: 337, col: 8, width: 6, name: "=" },
rt::Site { line: 337, col: 8, width: 1, name: "Л" },
rt::Site { line: 337, col: 12, width: 2, name: "ss" },
rt::Site { line: 339, col: 7, width: 13, name: "" },
rt::Site { line: 339, col: 18, width: 2, name: "ss" },
rt::Site { line: 340, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 340, col: 20, width: 58, name: "СПИСОК" },
rt::Site { line: 340, col: 30, width: 16, name: "" },
rt::Site { line: 340, col: 30, width: 16, name: "=" },
rt::Site { line: 340, col: 30, width: 10, name: "q" },
rt::Site { line: 340, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 340, col: 51, width: 10, name: "+" },
rt::Site { line: 340, col: 51, width: 6, name: "ТЕК" },
rt::Site { line: 340, col: 55, width: 1, name: "Л" },
rt::Site { line: 340, col: 67, width: 10, name: "+" },
rt::Site { line: 340, col: 67, width: 6, name: "ТЕК" },
rt::Site { line: 340, col: 71, width: 1, name: "Л" },
rt::Site { line: 342, col: 7, width: 11, name: "" },
rt::Site { line: 342, col: 12, width: 6, name: "-" },
rt::Site { line: 342, col: 12, width: 2, name: "ss" },
rt::Site { line: 342, col: 27, width: 9, name: "" },
rt::Site { line: 345, col: 1, width: 1, name: "" },
rt::Site { line: 346, col: 8, width: 5, name: "+" },
rt::Site { line: 346, col: 8, width: 1, name: "Л" },
rt::Site { line: 346, col: 16, width: 32, name: "" },
rt::Site { line: 346, col: 16, width: 6, name: "ТЕК" },
rt::Site { line: 346, col: 20, width: 1, name: "Л" },
rt::Site { line: 346, col: 26, width: 22, name: "+" },
rt::Site { line: 346, col: 26, width: 18, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 346, col: 38, width: 5, name: "-" },
rt::Site { line: 346, col: 38, width: 1, name: "Л" },
rt::Site { line: 346, col: 57, width: 9, name: "" },
rt::Site { line: 348, col: 6, width: 6, name: "" },
rt::Site { line: 348, col: 6, width: 6, name: "=" },
rt::Site { line: 348, col: 6, width: 1, name: "Л" },
rt::Site { line: 348, col: 10, width: 2, name: "ss" },
rt::Site { line: 348, col: 24, width: 14, name: "" },
rt::Site { line: 349, col: 6, width: 13, name: "" },
rt::Site { line: 349, col: 6, width: 13, name: "≠" },
rt::Site { line: 349, col: 6, width: 9, name: "×" },
rt::Site { line: 349, col: 6, width: 5, name: "÷" },
rt::Site { line: 349, col: 6, width: 1, name: "Л" },
rt::Site { line: 349, col: 18, width: 1, name: "Л" },
rt::Site { line: 352, col: 8, width: 5, name: "" },
rt::Site { line: 352, col: 8, width: 5, name: "=" },
rt::Site { line: 352, col: 8, width: 1, name: "Л" },
rt::Site { line: 352, col: 25, width: 14, name: "" },
rt::Site { line: 353, col: 5, width: 10, name: "" },
rt::Site { line: 353, col: 10, width: 5, name: "-" },
rt::Site { line: 353, col: 10, width: 1, name: "Л" },
rt::Site { line: 353, col: 18, width: 12, name: "" },
rt::Site { line: 353, col: 29, width: 1, name: "Л" },
rt::Site { line: 354, col: 5, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 354, col: 18, width: 58, name: "СПИСОК" },
rt::Site { line: 354, col: 28, width: 16, name: "" },
rt::Site { line: 354, col: 28, width: 16, name: "=" },
rt::Site { line: 354, col: 28, width: 10, name: "q" },
rt::Site { line: 354, col: 30, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 354, col: 49, width: 10, name: "+" },
rt::Site { line: 354, col: 49, width: 6, name: "ТЕК" },
rt::Site { line: 354, col: 53, width: 1, name: "Л" },
rt::Site { line: 354, col: 65, width: 10, name: "+" },
rt::Site { line: 354, col: 65, width: 6, name: "ТЕК" },
rt::Site { line: 354, col: 69, width: 1, name: "Л" },
rt::Site { line: 356, col: 5, width: 53, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 356, col: 20, width: 6, name: "ТЕК" },
rt::Site { line: 356, col: 24, width: 1, name: "Л" },
rt::Site { line: 357, col: 5, width: 10, name: "" },
rt::Site { line: 357, col: 10, width: 5, name: "-" },
rt::Site { line: 357, col: 10, width: 1, name: "Л" },
rt::Site { line: 357, col: 24, width: 9, name: "" },
rt::Site { line: 359, col: 6, width: 19, name: "" },
rt::Site { line: 359, col: 6, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 359, col: 19, width: 5, name: "÷" },
rt::Site { line: 359, col: 19, width: 1, name: "Л" },
rt::Site { line: 361, col: 5, width: 19, name: "" },
rt::Site { line: 361, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 361, col: 22, width: 1, name: "Л" },
rt::Site { line: 362, col: 5, width: 69, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 364, col: 5, width: 10, name: "" },
rt::Site { line: 364, col: 10, width: 5, name: "-" },
rt::Site { line: 364, col: 10, width: 1, name: "Л" },
rt::Site { line: 364, col: 24, width: 9, name: "" },
rt::Site { line: 370, col: 6, width: 5, name: "" },
rt::Site { line: 370, col: 6, width: 5, name: "=" },
rt::Site { line: 370, col: 6, width: 1, name: "Л" },
rt::Site { line: 370, col: 23, width: 5, name: "" },
rt::Site { line: 371, col: 3, width: 10, name: "" },
rt::Site { line: 371, col: 8, width: 5, name: "-" },
rt::Site { line: 371, col: 8, width: 1, name: "Л" },
rt::Site { line: 371, col: 16, width: 12, name: "" },
rt::Site { line: 371, col: 27, width: 1, name: "Л" },
rt::Site { line: 372, col: 3, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 372, col: 16, width: 58, name: "СПИСОК" },
rt::Site { line: 372, col: 26, width: 16, name: "" },
rt::Site { line: 372, col: 26, width: 16, name: "=" },
rt::Site { line: 372, col: 26, width: 10, name: "q" },
rt::Site { line: 372, col: 28, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 372, col: 47, width: 10, name: "+" },
rt::Site { line: 372, col: 47, width: 6, name: "ТЕК" },
rt::Site { line: 372, col: 51, width: 1, name: "Л" },
rt::Site { line: 372, col: 63, width: 10, name: "+" },
rt::Site { line: 372, col: 63, width: 6, name: "ТЕК" },
rt::Site { line: 372, col: 67, width: 1, name: "Л" },
rt::Site { line: 374, col: 3, width: 50, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 374, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 374, col: 22, width: 1, name: "Л" },
rt::Site { line: 375, col: 3, width: 10, name: "" },
rt::Site { line: 375, col: 8, width: 5, name: "-" },
rt::Site { line: 375, col: 8, width: 1, name: "Л" },
rt::Site { line: 375, col: 22, width: 9, name: "" },
rt::Site { line: 376, col: 1, width: 1, name: "" },
rt::Site { line: 378, col: 9, width: 6, name: "ТЕК" },
rt::Site { line: 378, col: 18, width: 12, name: "" },
rt::Site { line: 379, col: 6, width: 6, name: "" },
rt::Site { line: 379, col: 6, width: 6, name: "=" },
rt::Site { line: 379, col: 6, width: 2, name: "ss" },
rt::Site { line: 379, col: 24, width: 4, name: "" },
rt::Site { line: 380, col: 6, width: 15, name: "" },
rt::Site { line: 380, col: 6, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 380, col: 33, width: 4, name: "" },
rt::Site { line: 381, col: 3, width: 23, name: "output" },
rt::Site { line: 382, col: 9, width: 13, name: "" },
rt::Site { line: 383, col: 1, width: 1, name: "output" },
rt::Site { line: 385, col: 1, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 387, col: 9, width: 5, name: "" },
rt::Site { line: 388, col: 1, width: 1, name: "output" },
rt::Site { line: 390, col: 9, width: 5, name: "" },
rt::Site { line: 391, col: 1, width: 1, name: "output" },
rt::Site { line: 393, col: 9, width: 5, name: "" },
rt::Site { line: 394, col: 1, width: 1, name: "output" },
rt::Site { line: 35, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 35, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 35, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 35, col: 56, width: 1, name: "n" },
rt::Site { line: 35, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 35, col: 13, width: 11, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 69, col: 5, width: 10, name: "" },
rt::Site { line: 69, col: 10, width: 5, name: "+" },
rt::Site { line: 69, col: 10, width: 1, name: "n" },
rt::Site { line: 69, col: 18, width: 14, name: "" },
rt::Site { line: 69, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 69, col: 25, width: 1, name: "m" },
rt::Site { line: 70, col: 5, width: 15, name: "" },
rt::Site { line: 70, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 70, col: 23, width: 33, name: "" },
rt::Site { line: 70, col: 33, width: 8, name: "" },
rt::Site { line: 70, col: 33, width: 8, name: ">" },
rt::Site { line: 70, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 71, col: 5, width: 1, name: "j" },
rt::Site { line: 71, col: 9, width: 1, name: "j" },
rt::Site { line: 73, col: 7, width: 15, name: "" },
rt::Site { line: 73, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 73, col: 20, width: 1, name: "j" },
rt::Site { line: 74, col: 10, width: 8, name: "" },
rt::Site { line: 74, col: 10, width: 8, name: "≠" },
rt::Site { line: 74, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 76, col: 9, width: 32, name: "" },
rt::Site { line: 76, col: 16, width: 25, name: "-" },
rt::Site { line: 76, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 76, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 76, col: 35, width: 6, name: "×" },
rt::Site { line: 76, col: 40, width: 1, name: "j" },
rt::Site { line: 77, col: 12, width: 18, name: "" },
rt::Site { line: 77, col: 12, width: 18, name: "∧" },
rt::Site { line: 77, col: 12, width: 7, name: ">" },
rt::Site { line: 77, col: 12, width: 3, name: "КОД" },
rt::Site { line: 77, col: 22, width: 8, name: "<" },
rt::Site { line: 77, col: 22, width: 3, name: "КОД" },
rt::Site { line: 79, col: 11, width: 36, name: "" },
rt::Site { line: 79, col: 16, width: 31, name: "-" },
rt::Site { line: 79, col: 17, width: 8, name: "-" },
rt::Site { line: 79, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 79, col: 29, width: 18, name: "×" },
rt::Site { line: 79, col: 29, width: 14, name: "÷" },
rt::Site { line: 79, col: 30, width: 8, name: "-" },
rt::Site { line: 79, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 79, col: 50, width: 19, name: "" },
rt::Site { line: 79, col: 55, width: 14, name: "÷" },
rt::Site { line: 79, col: 56, width: 8, name: "-" },
rt::Site { line: 79, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 80, col: 11, width: 20, name: "" },
rt::Site { line: 80, col: 21, width: 10, name: "×" },
rt::Site { line: 80, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 80, col: 34, width: 33, name: "" },
rt::Site { line: 80, col: 44, width: 23, name: "×" },
rt::Site { line: 80, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 80, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 81, col: 14, width: 7, name: "" },
rt::Site { line: 81, col: 14, width: 7, name: "=" },
rt::Site { line: 81, col: 14, width: 3, name: "КОД" },
rt::Site { line: 83, col: 13, width: 16, name: "" },
rt::Site { line: 83, col: 18, width: 11, name: "+" },
rt::Site { line: 83, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 84, col: 16, width: 17, name: "" },
rt::Site { line: 84, col: 16, width: 17, name: "=" },
rt::Site { line: 84, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 84, col: 27, width: 1, name: "t" },
rt::Site { line: 86, col: 18, width: 18, name: "" },
rt::Site { line: 86, col: 18, width: 18, name: "=" },
rt::Site { line: 86, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 86, col: 30, width: 1, name: "t" },
rt::Site { line: 88, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 89, col: 20, width: 30, name: "" },
rt::Site { line: 89, col: 20, width: 30, name: "=" },
rt::Site { line: 89, col: 20, width: 1, name: "Г" },
rt::Site { line: 89, col: 28, width: 8, name: "" },
rt::Site { line: 89, col: 28, width: 8, name: ">" },
rt::Site { line: 89, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 91, col: 22, width: 24, name: "" },
rt::Site { line: 91, col: 22, width: 24, name: "=" },
rt::Site { line: 91, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 91, col: 33, width: 8, name: "+" },
rt::Site { line: 91, col: 33, width: 1, name: "t" },
rt::Site { line: 91, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 92, col: 28, width: 25, name: "" },
rt::Site { line: 92, col: 28, width: 25, name: "=" },
rt::Site { line: 92, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 92, col: 40, width: 8, name: "+" },
rt::Site { line: 92, col: 40, width: 1, name: "t" },
rt::Site { line: 92, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 92, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 92, col: 66, width: 8, name: "+" },
rt::Site { line: 92, col: 66, width: 1, name: "t" },
rt::Site { line: 92, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 96, col: 16, width: 5, name: "" },
rt::Site { line: 96, col: 16, width: 5, name: ">" },
rt::Site { line: 96, col: 16, width: 1, name: "В" },
rt::Site { line: 96, col: 36, width: 22, name: "" },
rt::Site { line: 96, col: 36, width: 22, name: "≠" },
rt::Site { line: 96, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 96, col: 48, width: 5, name: "-" },
rt::Site { line: 96, col: 48, width: 1, name: "t" },
rt::Site { line: 96, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 96, col: 74, width: 5, name: "-" },
rt::Site { line: 96, col: 74, width: 1, name: "t" },
rt::Site { line: 97, col: 16, width: 5, name: "" },
rt::Site { line: 97, col: 16, width: 5, name: "<" },
rt::Site { line: 97, col: 16, width: 1, name: "В" },
rt::Site { line: 97, col: 36, width: 22, name: "" },
rt::Site { line: 97, col: 36, width: 22, name: "≠" },
rt::Site { line: 97, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 97, col: 48, width: 5, name: "+" },
rt::Site { line: 97, col: 48, width: 1, name: "t" },
rt::Site { line: 97, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 97, col: 74, width: 5, name: "+" },
rt::Site { line: 97, col: 74, width: 1, name: "t" },
rt::Site { line: 101, col: 16, width: 7, name: "" },
rt::Site { line: 101, col: 16, width: 7, name: "=" },
rt::Site { line: 101, col: 16, width: 3, name: "КОД" },
rt::Site { line: 101, col: 35, width: 11, name: "" },
rt::Site { line: 101, col: 49, width: 16, name: "" },
rt::Site { line: 102, col: 21, width: 7, name: "" },
rt::Site { line: 102, col: 21, width: 7, name: "=" },
rt::Site { line: 102, col: 21, width: 3, name: "КОД" },
rt::Site { line: 102, col: 40, width: 11, name: "" },
rt::Site { line: 102, col: 54, width: 15, name: "" },
rt::Site { line: 103, col: 21, width: 17, name: "" },
rt::Site { line: 103, col: 21, width: 17, name: "∨" },
rt::Site { line: 103, col: 21, width: 7, name: "=" },
rt::Site { line: 103, col: 21, width: 3, name: "КОД" },
rt::Site { line: 103, col: 31, width: 7, name: "=" },
rt::Site { line: 103, col: 31, width: 3, name: "КОД" },
rt::Site { line: 103, col: 50, width: 11, name: "" },
rt::Site { line: 103, col: 64, width: 15, name: "" },
rt::Site { line: 104, col: 24, width: 11, name: "" },
rt::Site { line: 104, col: 38, width: 15, name: "" },
rt::Site { line: 105, col: 13, width: 43, name: "" },
rt::Site { line: 105, col: 29, width: 27, name: "∧" },
rt::Site { line: 105, col: 29, width: 17, name: "∧" },
rt::Site { line: 105, col: 29, width: 7, name: "≠" },
rt::Site { line: 105, col: 29, width: 3, name: "КОД" },
rt::Site { line: 105, col: 39, width: 7, name: "≠" },
rt::Site { line: 105, col: 39, width: 3, name: "КОД" },
rt::Site { line: 105, col: 49, width: 7, name: "≠" },
rt::Site { line: 105, col: 49, width: 3, name: "КОД" },
rt::Site { line: 106, col: 13, width: 1, name: "k" },
rt::Site { line: 106, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 106, col: 17, width: 1, name: "k" },
rt::Site { line: 106, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 108, col: 15, width: 6, name: "" },
rt::Site { line: 108, col: 20, width: 1, name: "В" },
rt::Site { line: 108, col: 24, width: 6, name: "" },
rt::Site { line: 108, col: 29, width: 1, name: "Г" },
rt::Site { line: 109, col: 13, width: 1, name: "" },
rt::Site { line: 110, col: 20, width: 20, name: "+" },
rt::Site { line: 110, col: 20, width: 1, name: "x" },
rt::Site { line: 110, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 110, col: 38, width: 1, name: "k" },
rt::Site { line: 110, col: 43, width: 27, name: "" },
rt::Site { line: 110, col: 48, width: 22, name: "+" },
rt::Site { line: 110, col: 48, width: 1, name: "y" },
rt::Site { line: 110, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 110, col: 68, width: 1, name: "k" },
rt::Site { line: 111, col: 18, width: 29, name: "" },
rt::Site { line: 111, col: 18, width: 29, name: "∧" },
rt::Site { line: 111, col: 18, width: 21, name: "∧" },
rt::Site { line: 111, col: 18, width: 13, name: "∧" },
rt::Site { line: 111, col: 18, width: 5, name: "≥" },
rt::Site { line: 111, col: 18, width: 1, name: "x" },
rt::Site { line: 111, col: 26, width: 5, name: "<" },
rt::Site { line: 111, col: 26, width: 1, name: "x" },
rt::Site { line: 111, col: 34, width: 5, name: "≥" },
rt::Site { line: 111, col: 34, width: 1, name: "y" },
rt::Site { line: 111, col: 42, width: 5, name: "<" },
rt::Site { line: 111, col: 42, width: 1, name: "y" },
rt::Site { line: 113, col: 17, width: 18, name: "" },
rt::Site { line: 113, col: 22, width: 13, name: "+" },
rt::Site { line: 113, col: 22, width: 9, name: "+" },
rt::Site { line: 113, col: 22, width: 5, name: "×" },
rt::Site { line: 113, col: 26, width: 1, name: "y" },
rt::Site { line: 113, col: 30, width: 1, name: "x" },
rt::Site { line: 114, col: 20, width: 17, name: "" },
rt::Site { line: 114, col: 20, width: 17, name: "=" },
rt::Site { line: 114, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 114, col: 31, width: 1, name: "t" },
rt::Site { line: 116, col: 19, width: 19, name: "" },
rt::Site { line: 116, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 116, col: 36, width: 1, name: "t" },
rt::Site { line: 117, col: 22, width: 5, name: "" },
rt::Site { line: 117, col: 22, width: 5, name: "≠" },
rt::Site { line: 117, col: 22, width: 1, name: "С" },
rt::Site { line: 118, col: 28, width: 41, name: "" },
rt::Site { line: 118, col: 28, width: 41, name: "∨" },
rt::Site { line: 118, col: 28, width: 19, name: "=" },
rt::Site { line: 118, col: 28, width: 15, name: "-" },
rt::Site { line: 118, col: 28, width: 1, name: "С" },
rt::Site { line: 118, col: 32, width: 11, name: "×" },
rt::Site { line: 118, col: 32, width: 6, name: "÷" },
rt::Site { line: 118, col: 32, width: 1, name: "С" },
rt::Site { line: 118, col: 50, width: 19, name: "=" },
rt::Site { line: 118, col: 50, width: 15, name: "-" },
rt::Site { line: 118, col: 50, width: 1, name: "С" },
rt::Site { line: 118, col: 54, width: 11, name: "×" },
rt::Site { line: 118, col: 54, width: 6, name: "÷" },
rt::Site { line: 118, col: 54, width: 1, name: "С" },
rt::Site { line: 118, col: 81, width: 5, name: "" },
rt::Site { line: 118, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 119, col: 19, width: 27, name: "" },
rt::Site { line: 119, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 119, col: 26, width: 5, name: "+" },
rt::Site { line: 119, col: 26, width: 1, name: "m" },
rt::Site { line: 119, col: 36, width: 10, name: "+" },
rt::Site { line: 119, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 119, col: 45, width: 1, name: "t" },
rt::Site { line: 120, col: 19, width: 53, name: "" },
rt::Site { line: 120, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 120, col: 26, width: 5, name: "+" },
rt::Site { line: 120, col: 26, width: 1, name: "m" },
rt::Site { line: 120, col: 36, width: 36, name: "" },
rt::Site { line: 120, col: 38, width: 32, name: "+" },
rt::Site { line: 120, col: 38, width: 10, name: "+" },
rt::Site { line: 120, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 120, col: 47, width: 1, name: "t" },
rt::Site { line: 120, col: 51, width: 19, name: "×" },
rt::Site { line: 120, col: 60, width: 10, name: "+" },
rt::Site { line: 120, col: 60, width: 1, name: "С" },
rt::Site { line: 120, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 121, col: 19, width: 10, name: "" },
rt::Site { line: 121, col: 24, width: 5, name: "+" },
rt::Site { line: 121, col: 24, width: 1, name: "m" },
rt::Site { line: 122, col: 22, width: 20, name: "" },
rt::Site { line: 122, col: 22, width: 20, name: "∧" },
rt::Site { line: 122, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 122, col: 37, width: 5, name: "=" },
rt::Site { line: 122, col: 37, width: 1, name: "С" },
rt::Site { line: 122, col: 54, width: 3, name: "" },
rt::Site { line: 126, col: 16, width: 20, name: "" },
rt::Site { line: 126, col: 16, width: 20, name: "∧" },
rt::Site { line: 126, col: 16, width: 7, name: "=" },
rt::Site { line: 126, col: 16, width: 3, name: "КОД" },
rt::Site { line: 126, col: 26, width: 10, name: "=" },
rt::Site { line: 126, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 126, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 128, col: 18, width: 55, name: "" },
rt::Site { line: 128, col: 18, width: 55, name: "=" },
rt::Site { line: 128, col: 18, width: 51, name: "-" },
rt::Site { line: 128, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 128, col: 29, width: 7, name: "+" },
rt::Site { line: 128, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 128, col: 40, width: 29, name: "×" },
rt::Site { line: 128, col: 40, width: 24, name: "÷" },
rt::Site { line: 128, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 128, col: 51, width: 7, name: "+" },
rt::Site { line: 128, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 129, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 129, col: 27, width: 7, name: "+" },
rt::Site { line: 129, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 129, col: 36, width: 7, name: "+" },
rt::Site { line: 129, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 130, col: 18, width: 55, name: "" },
rt::Site { line: 130, col: 18, width: 55, name: "=" },
rt::Site { line: 130, col: 18, width: 51, name: "-" },
rt::Site { line: 130, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 130, col: 29, width: 7, name: "-" },
rt::Site { line: 130, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 130, col: 40, width: 29, name: "×" },
rt::Site { line: 130, col: 40, width: 24, name: "÷" },
rt::Site { line: 130, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 130, col: 51, width: 7, name: "-" },
rt::Site { line: 130, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 131, col: 27, width: 7, name: "-" },
rt::Site { line: 131, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 36, width: 7, name: "-" },
rt::Site { line: 131, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 5, width: 1, name: "" },
rt::Site { line: 137, col: 5, width: 1, name: "n" },
rt::Site { line: 137, col: 10, width: 1, name: "m" },
rt::Site { line: 146, col: 26, width: 1, name: "З" },
rt::Site { line: 146, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 146, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 146, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 146, col: 13, width: 12, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 149, col: 5, width: 7, name: "" },
rt::Site { line: 149, col: 10, width: 2, name: "" },
rt::Site { line: 149, col: 11, width: 1, name: "З" },
rt::Site { line: 150, col: 5, width: 17, name: "" },
rt::Site { line: 150, col: 10, width: 12, name: "÷" },
rt::Site { line: 150, col: 10, width: 1, name: "З" },
rt::Site { line: 150, col: 25, width: 21, name: "" },
rt::Site { line: 150, col: 30, width: 16, name: "-" },
rt::Site { line: 150, col: 30, width: 1, name: "З" },
rt::Site { line: 150, col: 34, width: 12, name: "×" },
rt::Site { line: 150, col: 45, width: 1, name: "М" },
rt::Site { line: 151, col: 5, width: 14, name: "" },
rt::Site { line: 151, col: 10, width: 9, name: "÷" },
rt::Site { line: 151, col: 10, width: 1, name: "З" },
rt::Site { line: 151, col: 22, width: 18, name: "" },
rt::Site { line: 151, col: 27, width: 13, name: "-" },
rt::Site { line: 151, col: 27, width: 1, name: "З" },
rt::Site { line: 151, col: 31, width: 9, name: "×" },
rt::Site { line: 151, col: 39, width: 1, name: "С" },
rt::Site { line: 152, col: 5, width: 13, name: "" },
rt::Site { line: 152, col: 11, width: 7, name: "÷" },
rt::Site { line: 152, col: 11, width: 1, name: "З" },
rt::Site { line: 152, col: 21, width: 18, name: "" },
rt::Site { line: 152, col: 27, width: 12, name: "-" },
rt::Site { line: 152, col: 27, width: 1, name: "З" },
rt::Site { line: 152, col: 31, width: 8, name: "×" },
rt::Site { line: 152, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 153, col: 5, width: 19, name: "" },
rt::Site { line: 153, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 153, col: 16, width: 2, name: "НА" },
rt::Site { line: 153, col: 27, width: 20, name: "" },
rt::Site { line: 153, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 153, col: 39, width: 2, name: "НА" },
rt::Site { line: 153, col: 46, width: 1, name: "С" },
rt::Site { line: 154, col: 5, width: 19, name: "" },
rt::Site { line: 154, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 154, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 154, col: 23, width: 1, name: "М" },
rt::Site { line: 154, col: 27, width: 1, name: "" },
rt::Site { line: 154, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 154, col: 37, width: 6, name: "÷" },
rt::Site { line: 154, col: 37, width: 1, name: "М" },
rt::Site { line: 154, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 162, col: 28, width: 1, name: "i" },
rt::Site { line: 162, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 162, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 162, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 162, col: 13, width: 14, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 165, col: 8, width: 21, name: "" },
rt::Site { line: 165, col: 8, width: 21, name: "=" },
rt::Site { line: 165, col: 8, width: 15, name: "÷" },
rt::Site { line: 165, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 165, col: 15, width: 1, name: "i" },
rt::Site { line: 165, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 167, col: 7, width: 27, name: "" },
rt::Site { line: 167, col: 13, width: 21, name: "-" },
rt::Site { line: 167, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 167, col: 20, width: 1, name: "i" },
rt::Site { line: 167, col: 25, width: 9, name: "×" },
rt::Site { line: 167, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 168, col: 10, width: 27, name: "" },
rt::Site { line: 168, col: 10, width: 27, name: "∨" },
rt::Site { line: 168, col: 10, width: 12, name: "=" },
rt::Site { line: 168, col: 10, width: 2, name: "НА" },
rt::Site { line: 168, col: 15, width: 7, name: "+" },
rt::Site { line: 168, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 168, col: 25, width: 12, name: "=" },
rt::Site { line: 168, col: 25, width: 2, name: "НА" },
rt::Site { line: 168, col: 30, width: 7, name: "-" },
rt::Site { line: 168, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 170, col: 9, width: 19, name: "" },
rt::Site { line: 170, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 170, col: 25, width: 2, name: "НА" },
rt::Site { line: 171, col: 12, width: 19, name: "" },
rt::Site { line: 171, col: 12, width: 19, name: "=" },
rt::Site { line: 171, col: 12, width: 15, name: "-" },
rt::Site { line: 171, col: 12, width: 1, name: "К" },
rt::Site { line: 171, col: 16, width: 11, name: "×" },
rt::Site { line: 171, col: 16, width: 6, name: "÷" },
rt::Site { line: 171, col: 16, width: 1, name: "К" },
rt::Site { line: 172, col: 15, width: 19, name: "" },
rt::Site { line: 172, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 172, col: 26, width: 2, name: "НА" },
rt::Site { line: 172, col: 37, width: 24, name: "" },
rt::Site { line: 172, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 172, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 172, col: 56, width: 5, name: "+" },
rt::Site { line: 172, col: 56, width: 1, name: "К" },
rt::Site { line: 172, col: 64, width: 25, name: "" },
rt::Site { line: 172, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 172, col: 74, width: 6, name: "÷" },
rt::Site { line: 172, col: 74, width: 1, name: "К" },
rt::Site { line: 172, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 185, col: 29, width: 1, name: "i" },
rt::Site { line: 185, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 185, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 185, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 185, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 185, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 185, col: 13, width: 15, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 189, col: 5, width: 14, name: "" },
rt::Site { line: 189, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 189, col: 17, width: 1, name: "i" },
rt::Site { line: 190, col: 8, width: 5, name: "" },
rt::Site { line: 190, col: 8, width: 5, name: "<" },
rt::Site { line: 190, col: 8, width: 1, name: "Х" },
rt::Site { line: 192, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 193, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 193, col: 25, width: 16, name: "" },
rt::Site { line: 193, col: 25, width: 16, name: "=" },
rt::Site { line: 193, col: 25, width: 10, name: "q" },
rt::Site { line: 193, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 193, col: 46, width: 5, name: "-" },
rt::Site { line: 193, col: 46, width: 1, name: "i" },
rt::Site { line: 193, col: 57, width: 5, name: "-" },
rt::Site { line: 193, col: 57, width: 1, name: "i" },
rt::Site { line: 194, col: 12, width: 16, name: "" },
rt::Site { line: 194, col: 12, width: 16, name: ">" },
rt::Site { line: 194, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 195, col: 13, width: 5, name: "" },
rt::Site { line: 195, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 197, col: 8, width: 7, name: "" },
rt::Site { line: 197, col: 8, width: 7, name: "<" },
rt::Site { line: 197, col: 8, width: 1, name: "Х" },
rt::Site { line: 197, col: 27, width: 5, name: "" },
rt::Site { line: 197, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 198, col: 5, width: 13, name: "" },
rt::Site { line: 198, col: 11, width: 7, name: "÷" },
rt::Site { line: 198, col: 11, width: 1, name: "Х" },
rt::Site { line: 198, col: 21, width: 18, name: "" },
rt::Site { line: 198, col: 27, width: 12, name: "-" },
rt::Site { line: 198, col: 27, width: 1, name: "Х" },
rt::Site { line: 198, col: 31, width: 8, name: "×" },
rt::Site { line: 198, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 199, col: 5, width: 19, name: "" },
rt::Site { line: 199, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 199, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 199, col: 27, width: 11, name: "" },
rt::Site { line: 199, col: 32, width: 6, name: "÷" },
rt::Site { line: 199, col: 32, width: 1, name: "М" },
rt::Site { line: 199, col: 41, width: 17, name: "" },
rt::Site { line: 199, col: 48, width: 10, name: "-" },
rt::Site { line: 199, col: 48, width: 1, name: "М" },
rt::Site { line: 199, col: 52, width: 6, name: "×" },
rt::Site { line: 199, col: 57, width: 1, name: "j" },
rt::Site { line: 200, col: 8, width: 17, name: "" },
rt::Site { line: 200, col: 8, width: 17, name: ">" },
rt::Site { line: 200, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 200, col: 15, width: 5, name: "+" },
rt::Site { line: 200, col: 15, width: 1, name: "i" },
rt::Site { line: 200, col: 37, width: 16, name: "" },
rt::Site { line: 200, col: 37, width: 10, name: "q" },
rt::Site { line: 200, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 200, col: 56, width: 21, name: "" },
rt::Site { line: 200, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 200, col: 70, width: 5, name: "+" },
rt::Site { line: 200, col: 70, width: 1, name: "i" },
rt::Site { line: 201, col: 10, width: 15, name: "" },
rt::Site { line: 201, col: 10, width: 10, name: "q" },
rt::Site { line: 201, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 202, col: 8, width: 7, name: "" },
rt::Site { line: 202, col: 8, width: 7, name: "=" },
rt::Site { line: 202, col: 8, width: 3, name: "КОД" },
rt::Site { line: 202, col: 21, width: 9, name: "" },
rt::Site { line: 202, col: 38, width: 7, name: "" },
rt::Site { line: 202, col: 38, width: 7, name: "=" },
rt::Site { line: 202, col: 38, width: 3, name: "КОД" },
rt::Site { line: 202, col: 51, width: 8, name: "" },
rt::Site { line: 203, col: 5, width: 19, name: "" },
rt::Site { line: 203, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 203, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 203, col: 27, width: 30, name: "" },
rt::Site { line: 203, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 203, col: 38, width: 2, name: "НА" },
rt::Site { line: 203, col: 45, width: 12, name: "+" },
rt::Site { line: 203, col: 45, width: 6, name: "×" },
rt::Site { line: 203, col: 50, width: 1, name: "j" },
rt::Site { line: 203, col: 54, width: 3, name: "КОД" },
rt::Site { line: 204, col: 5, width: 20, name: "" },
rt::Site { line: 204, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 204, col: 17, width: 2, name: "НА" },
rt::Site { line: 204, col: 28, width: 18, name: "" },
rt::Site { line: 204, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 204, col: 38, width: 1, name: "j" },
rt::Site { line: 204, col: 44, width: 2, name: "НА" },
rt::Site { line: 205, col: 5, width: 22, name: "" },
rt::Site { line: 205, col: 16, width: 11, name: "+" },
rt::Site { line: 205, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 206, col: 8, width: 43, name: "" },
rt::Site { line: 206, col: 8, width: 43, name: "∧" },
rt::Site { line: 206, col: 8, width: 14, name: "=" },
rt::Site { line: 206, col: 8, width: 10, name: "-" },
rt::Site { line: 206, col: 8, width: 1, name: "М" },
rt::Site { line: 206, col: 12, width: 6, name: "×" },
rt::Site { line: 206, col: 17, width: 1, name: "j" },
rt::Site { line: 206, col: 26, width: 25, name: "∨" },
rt::Site { line: 206, col: 26, width: 11, name: "=" },
rt::Site { line: 206, col: 26, width: 2, name: "НА" },
rt::Site { line: 206, col: 31, width: 6, name: "+" },
rt::Site { line: 206, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 40, width: 11, name: "=" },
rt::Site { line: 206, col: 40, width: 2, name: "НА" },
rt::Site { line: 206, col: 45, width: 6, name: "-" },
rt::Site { line: 206, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 7, width: 42, name: "" },
rt::Site { line: 210, col: 18, width: 7, name: "" },
rt::Site { line: 210, col: 18, width: 7, name: ">" },
rt::Site { line: 210, col: 18, width: 2, name: "НА" },
rt::Site { line: 210, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 31, width: 6, name: "+" },
rt::Site { line: 210, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 43, width: 6, name: "-" },
rt::Site { line: 210, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 52, width: 24, name: "" },
rt::Site { line: 210, col: 63, width: 13, name: "÷" },
rt::Site { line: 210, col: 64, width: 7, name: "+" },
rt::Site { line: 210, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 69, width: 2, name: "НА" },
rt::Site { line: 211, col: 7, width: 29, name: "" },
rt::Site { line: 211, col: 16, width: 20, name: "-" },
rt::Site { line: 211, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 211, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 211, col: 39, width: 21, name: "" },
rt::Site { line: 211, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 211, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 211, col: 63, width: 32, name: "" },
rt::Site { line: 211, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 211, col: 73, width: 10, name: "÷" },
rt::Site { line: 211, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 211, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 212, col: 7, width: 19, name: "" },
rt::Site { line: 212, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 212, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 29, width: 24, name: "" },
rt::Site { line: 212, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 212, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 213, col: 7, width: 29, name: "" },
rt::Site { line: 213, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 213, col: 24, width: 11, name: "-" },
rt::Site { line: 213, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 214, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 215, col: 7, width: 19, name: "" },
rt::Site { line: 215, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 215, col: 29, width: 28, name: "" },
rt::Site { line: 215, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 215, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 216, col: 13, width: 13, name: "" },
rt::Site { line: 217, col: 5, width: 1, name: "" },
rt::Site { line: 218, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 218, col: 29, width: 28, name: "" },
rt::Site { line: 218, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 218, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 219, col: 13, width: 5, name: "" },
rt::Site { line: 219, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 221, col: 3, width: 1, name: "" },
rt::Site { line: 222, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 222, col: 22, width: 11, name: "-" },
rt::Site { line: 222, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 223, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 224, col: 5, width: 1, name: "" },
rt::Site { line: 224, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 224, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 224, col: 29, width: 1, name: "n" },
rt::Site { line: 233, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 233, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 233, col: 13, width: 10, name: "ВВОД ФИГУР" },
rt::Site { line: 235, col: 5, width: 8, name: "input" },
rt::Site { line: 236, col: 5, width: 42, name: "j" },
rt::Site { line: 236, col: 9, width: 1, name: "j" },
rt::Site { line: 236, col: 35, width: 12, name: "" },
rt::Site { line: 236, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 236, col: 40, width: 1, name: "j" },
rt::Site { line: 237, col: 5, width: 1, name: "j" },
rt::Site { line: 237, col: 9, width: 1, name: "j" },
rt::Site { line: 237, col: 29, width: 1, name: "k" },
rt::Site { line: 239, col: 7, width: 16, name: "input" },
rt::Site { line: 240, col: 7, width: 51, name: "" },
rt::Site { line: 240, col: 15, width: 43, name: "+" },
rt::Site { line: 240, col: 15, width: 30, name: "×" },
rt::Site { line: 240, col: 20, width: 25, name: "-" },
rt::Site { line: 240, col: 20, width: 21, name: "-" },
rt::Site { line: 240, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 240, col: 27, width: 14, name: "×" },
rt::Site { line: 240, col: 27, width: 9, name: "÷" },
rt::Site { line: 240, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 240, col: 49, width: 9, name: "÷" },
rt::Site { line: 240, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 241, col: 7, width: 15, name: "" },
rt::Site { line: 241, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 241, col: 12, width: 1, name: "j" },
rt::Site { line: 241, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 241, col: 25, width: 1, name: "" },
rt::Site { line: 241, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 241, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 241, col: 40, width: 12, name: "+" },
rt::Site { line: 241, col: 40, width: 6, name: "×" },
rt::Site { line: 241, col: 45, width: 1, name: "j" },
rt::Site { line: 241, col: 49, width: 3, name: "КОД" },
rt::Site { line: 250, col: 13, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 259, col: 8, width: 11, name: "" },
rt::Site { line: 259, col: 8, width: 11, name: "=" },
rt::Site { line: 259, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 261, col: 7, width: 15, name: "" },
rt::Site { line: 261, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 261, col: 19, width: 2, name: "Б1" },
rt::Site { line: 262, col: 7, width: 11, name: "output" },
rt::Site { line: 262, col: 21, width: 21, name: "outstring" },
rt::Site { line: 263, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 263, col: 19, width: 7, name: "÷" },
rt::Site { line: 263, col: 19, width: 1, name: "Х" },
rt::Site { line: 263, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 263, col: 42, width: 17, name: "-" },
rt::Site { line: 263, col: 42, width: 1, name: "Х" },
rt::Site { line: 263, col: 46, width: 13, name: "×" },
rt::Site { line: 263, col: 46, width: 7, name: "÷" },
rt::Site { line: 263, col: 46, width: 1, name: "Х" },
rt::Site { line: 264, col: 10, width: 10, name: "" },
rt::Site { line: 264, col: 10, width: 10, name: "=" },
rt::Site { line: 264, col: 10, width: 4, name: "q" },
rt::Site { line: 264, col: 25, width: 38, name: "outchar" },
rt::Site { line: 264, col: 44, width: 18, name: "-" },
rt::Site { line: 264, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 264, col: 51, width: 6, name: "+" },
rt::Site { line: 264, col: 51, width: 2, name: "Б1" },
rt::Site { line: 266, col: 5, width: 1, name: "Г" },
rt::Site { line: 266, col: 9, width: 1, name: "Г" },
rt::Site { line: 268, col: 7, width: 11, name: "output" },
rt::Site { line: 268, col: 21, width: 29, name: "outchar" },
rt::Site { line: 268, col: 44, width: 5, name: "+" },
rt::Site { line: 268, col: 44, width: 1, name: "Г" },
rt::Site { line: 268, col: 53, width: 17, name: "outstring" },
rt::Site { line: 269, col: 7, width: 1, name: "В" },
rt::Site { line: 269, col: 11, width: 1, name: "В" },
rt::Site { line: 271, col: 9, width: 27, name: "" },
rt::Site { line: 271, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 271, col: 26, width: 9, name: "+" },
rt::Site { line: 271, col: 26, width: 5, name: "×" },
rt::Site { line: 271, col: 30, width: 1, name: "Г" },
rt::Site { line: 271, col: 34, width: 1, name: "В" },
rt::Site { line: 272, col: 12, width: 5, name: "" },
rt::Site { line: 272, col: 12, width: 5, name: "≠" },
rt::Site { line: 272, col: 12, width: 1, name: "К" },
rt::Site { line: 272, col: 23, width: 39, name: "outchar" },
rt::Site { line: 272, col: 46, width: 15, name: "-" },
rt::Site { line: 272, col: 46, width: 1, name: "К" },
rt::Site { line: 272, col: 50, width: 11, name: "×" },
rt::Site { line: 272, col: 50, width: 6, name: "÷" },
rt::Site { line: 272, col: 50, width: 1, name: "К" },
rt::Site { line: 275, col: 11, width: 28, name: "" },
rt::Site { line: 275, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 275, col: 29, width: 9, name: "+" },
rt::Site { line: 275, col: 29, width: 5, name: "×" },
rt::Site { line: 275, col: 33, width: 1, name: "Г" },
rt::Site { line: 275, col: 37, width: 1, name: "В" },
rt::Site { line: 276, col: 14, width: 5, name: "" },
rt::Site { line: 276, col: 14, width: 5, name: "≠" },
rt::Site { line: 276, col: 14, width: 1, name: "К" },
rt::Site { line: 276, col: 25, width: 39, name: "outchar" },
rt::Site { line: 276, col: 48, width: 15, name: "-" },
rt::Site { line: 276, col: 48, width: 1, name: "К" },
rt::Site { line: 276, col: 52, width: 11, name: "×" },
rt::Site { line: 276, col: 52, width: 6, name: "÷" },
rt::Site { line: 276, col: 52, width: 1, name: "К" },
rt::Site { line: 276, col: 70, width: 17, name: "outstring" },
rt::Site { line: 280, col: 5, width: 11, name: "output" },
rt::Site { line: 280, col: 19, width: 26, name: "outstring" },
rt::Site { line: 280, col: 48, width: 11, name: "output" },
rt::Site { line: 41, col: 22, width: 2, name: "НА" },
rt::Site { line: 41, col: 26, width: 1, name: "Е" },
rt::Site { line: 41, col: 15, width: 6, name: "ЗАПИСЬ" },
rt::Site { line: 43, col: 7, width: 20, name: "" },
rt::Site { line: 43, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 43, col: 24, width: 2, name: "НА" },
rt::Site { line: 44, col: 10, width: 41, name: "" },
rt::Site { line: 44, col: 10, width: 41, name: "∨" },
rt::Site { line: 44, col: 10, width: 19, name: "=" },
rt::Site { line: 44, col: 10, width: 15, name: "-" },
rt::Site { line: 44, col: 10, width: 1, name: "С" },
rt::Site { line: 44, col: 14, width: 11, name: "×" },
rt::Site { line: 44, col: 14, width: 6, name: "÷" },
rt::Site { line: 44, col: 14, width: 1, name: "С" },
rt::Site { line: 44, col: 32, width: 19, name: "=" },
rt::Site { line: 44, col: 32, width: 15, name: "-" },
rt::Site { line: 44, col: 32, width: 1, name: "С" },
rt::Site { line: 44, col: 36, width: 11, name: "×" },
rt::Site { line: 44, col: 36, width: 6, name: "÷" },
rt::Site { line: 44, col: 36, width: 1, name: "С" },
rt::Site { line: 44, col: 63, width: 5, name: "" },
rt::Site { line: 44, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 45, col: 7, width: 10, name: "" },
rt::Site { line: 45, col: 12, width: 5, name: "+" },
rt::Site { line: 45, col: 12, width: 1, name: "m" },
rt::Site { line: 45, col: 20, width: 24, name: "" },
rt::Site { line: 45, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 45, col: 27, width: 1, name: "m" },
rt::Site { line: 45, col: 33, width: 11, name: "+" },
rt::Site { line: 45, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 45, col: 42, width: 2, name: "НА" },
rt::Site { line: 46, col: 10, width: 5, name: "" },
rt::Site { line: 46, col: 10, width: 5, name: ">" },
rt::Site { line: 46, col: 10, width: 1, name: "Е" },
rt::Site { line: 46, col: 27, width: 10, name: "" },
rt::Site { line: 46, col: 32, width: 5, name: "+" },
rt::Site { line: 46, col: 32, width: 1, name: "m" },
rt::Site { line: 46, col: 40, width: 15, name: "" },
rt::Site { line: 46, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 46, col: 47, width: 1, name: "m" },
rt::Site { line: 46, col: 53, width: 1, name: "Е" },
rt::Site { line: 47, col: 7, width: 10, name: "" },
rt::Site { line: 47, col: 12, width: 5, name: "+" },
rt::Site { line: 47, col: 12, width: 1, name: "m" },
rt::Site { line: 47, col: 20, width: 1, name: "" },
rt::Site { line: 47, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 47, col: 27, width: 1, name: "m" },
rt::Site { line: 47, col: 33, width: 1, name: "" },
rt::Site { line: 47, col: 35, width: 33, name: "+" },
rt::Site { line: 47, col: 35, width: 11, name: "+" },
rt::Site { line: 47, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 47, col: 44, width: 2, name: "НА" },
rt::Site { line: 47, col: 49, width: 19, name: "×" },
rt::Site { line: 47, col: 58, width: 10, name: "+" },
rt::Site { line: 47, col: 58, width: 1, name: "С" },
rt::Site { line: 47, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 50, col: 25, width: 2, name: "НА" },
rt::Site { line: 50, col: 15, width: 9, name: "ХОД ПЕШКИ" },
rt::Site { line: 51, col: 10, width: 16, name: "" },
rt::Site { line: 51, col: 10, width: 16, name: "∨" },
rt::Site { line: 51, col: 10, width: 7, name: ">" },
rt::Site { line: 51, col: 10, width: 2, name: "НА" },
rt::Site { line: 51, col: 20, width: 6, name: "<" },
rt::Site { line: 51, col: 20, width: 2, name: "НА" },
rt::Site { line: 52, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 52, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 52, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 52, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 53, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 25, width: 2, name: "НА" },
rt::Site { line: 55, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 55, col: 15, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 57, col: 10, width: 11, name: "" },
rt::Site { line: 57, col: 10, width: 11, name: ">" },
rt::Site { line: 57, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 57, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 57, col: 33, width: 14, name: "" },
rt::Site { line: 57, col: 39, width: 8, name: "+" },
rt::Site { line: 57, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 57, col: 50, width: 15, name: "" },
rt::Site { line: 57, col: 56, width: 8, name: "-" },
rt::Site { line: 57, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 58, col: 18, width: 14, name: "" },
rt::Site { line: 58, col: 24, width: 8, name: "+" },
rt::Site { line: 58, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 58, col: 35, width: 15, name: "" },
rt::Site { line: 58, col: 41, width: 8, name: "-" },
rt::Site { line: 58, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 59, col: 7, width: 1, name: "П" },
rt::Site { line: 59, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 59, col: 11, width: 1, name: "П" },
rt::Site { line: 59, col: 32, width: 2, name: "ДО" },
rt::Site { line: 60, col: 12, width: 38, name: "" },
rt::Site { line: 60, col: 12, width: 38, name: "∨" },
rt::Site { line: 60, col: 12, width: 17, name: "≠" },
rt::Site { line: 60, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 60, col: 23, width: 1, name: "П" },
rt::Site { line: 60, col: 32, width: 18, name: "≠" },
rt::Site { line: 60, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 60, col: 44, width: 1, name: "П" },
rt::Site { line: 60, col: 62, width: 6, name: "" },
rt::Site { line: 61, col: 7, width: 10, name: "" },
rt::Site { line: 61, col: 12, width: 5, name: "+" },
rt::Site { line: 61, col: 12, width: 1, name: "m" },
rt::Site { line: 61, col: 20, width: 24, name: "" },
rt::Site { line: 61, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 61, col: 27, width: 1, name: "m" },
rt::Site { line: 61, col: 33, width: 11, name: "+" },
rt::Site { line: 61, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 61, col: 42, width: 2, name: "НА" },
rt::Site { line: 62, col: 7, width: 10, name: "" },
rt::Site { line: 62, col: 12, width: 5, name: "+" },
rt::Site { line: 62, col: 12, width: 1, name: "m" },
rt::Site { line: 62, col: 20, width: 74, name: "" },
rt::Site { line: 62, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 62, col: 27, width: 1, name: "m" },
rt::Site { line: 62, col: 33, width: 61, name: "" },
rt::Site { line: 62, col: 35, width: 58, name: "+" },
rt::Site { line: 62, col: 35, width: 28, name: "+" },
rt::Site { line: 62, col: 35, width: 10, name: "×" },
rt::Site { line: 62, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 62, col: 48, width: 15, name: "÷" },
rt::Site { line: 62, col: 49, width: 9, name: "+" },
rt::Site { line: 62, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 62, col: 56, width: 2, name: "НА" },
rt::Site { line: 62, col: 66, width: 27, name: "×" },
rt::Site { line: 62, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 62, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 253, col: 27, width: 1, name: "П" },
rt::Site { line: 253, col: 15, width: 11, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 255, col: 7, width: 43, name: "outchar" },
rt::Site { line: 255, col: 30, width: 19, name: "-" },
rt::Site { line: 255, col: 30, width: 1, name: "П" },
rt::Site { line: 255, col: 34, width: 15, name: "×" },
rt::Site { line: 255, col: 34, width: 11, name: "÷" },
rt::Site { line: 255, col: 35, width: 5, name: "-" },
rt::Site { line: 255, col: 35, width: 1, name: "П" },
rt::Site { line: 256, col: 7, width: 39, name: "outchar" },
rt::Site { line: 256, col: 30, width: 15, name: "+" },
rt::Site { line: 256, col: 30, width: 11, name: "÷" },
rt::Site { line: 256, col: 31, width: 5, name: "-" },
rt::Site { line: 256, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-n.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_block, input, out, limits, stack_budget)
}

/// The program's outermost block.
fn main_block(rt: &Rt, f: &Fr) -> R<()> {
    // 22: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    { let b = vec![(rt.int(V::Int(0), 0)?, rt.int(V::Int(13), 0)?)]; rt.declare_arrays(f, &[7, 8], Ty::Integer, b, 0)?; }
    // 22: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    { let b = vec![(rt.int(V::Int(1), 1)?, rt.int(V::Int(10500), 1)?)]; rt.declare_arrays(f, &[9], Ty::Integer, b, 1)?; }
    // 22: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    { let b = vec![(rt.int(V::Int(1), 2)?, rt.int(V::Int(12), 2)?)]; rt.declare_arrays(f, &[10], Ty::Integer, b, 2)?; }
    // 23: Boolean array ВОЗМОЖЕН ПАТ[1:6];
    { let b = vec![(rt.int(V::Int(1), 3)?, rt.int(V::Int(6), 3)?)]; rt.declare_arrays(f, &[11], Ty::Boolean, b, 3)?; }
    // 24: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(1), 4)?, rt.int(V::Int(64), 4)?)]; rt.declare_arrays(f, &[12, 13], Ty::Integer, b, 4)?; }
    // 24: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(0), 5)?, rt.int(V::Int(16), 5)?)]; rt.declare_arrays(f, &[14, 15], Ty::Integer, b, 5)?; }
    // 25: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    { let b = vec![(rt.int(V::Int(1), 6)?, rt.int(V::Int(16), 6)?)]; rt.declare_arrays(f, &[16, 17], Ty::Integer, b, 6)?; }
    const LABELS: &[usize] = &[32, 38, 56, 60, 81, 84, 100, 108, 116, 117, 119, 121, 123, 124];
    let mut pc = 0;
    loop {
        match main_block_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `main_block` from instruction `pc` on.
fn main_block_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 286: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                rt.step(Some(7))?;
                { let i = rt.int(V::Int(1), 8)?; let v = V::Int(1); rt.store1(f, 16, i, v, 8, 7)?; }
                rt.step(Some(9))?;
                { let i = rt.int(V::Int(1), 10)?; let v = V::Int(0); rt.store1(f, 17, i, v, 10, 9)?; }
                // 287: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                rt.step(Some(11))?;
                { let i = rt.int(V::Int(2), 12)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 12, 11)?; }
                rt.step(Some(13))?;
                { let i = rt.int(V::Int(2), 14)?; let v = V::Int(0); rt.store1(f, 17, i, v, 14, 13)?; }
                // 288: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                rt.step(Some(15))?;
                { let i = rt.int(V::Int(3), 16)?; let v = V::Int(0); rt.store1(f, 16, i, v, 16, 15)?; }
                rt.step(Some(17))?;
                { let i = rt.int(V::Int(3), 18)?; let v = V::Int(1); rt.store1(f, 17, i, v, 18, 17)?; }
                // 289: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                rt.step(Some(19))?;
                { let i = rt.int(V::Int(4), 20)?; let v = V::Int(0); rt.store1(f, 16, i, v, 20, 19)?; }
                rt.step(Some(21))?;
                { let i = rt.int(V::Int(4), 22)?; let v = V::Int(-1); rt.store1(f, 17, i, v, 22, 21)?; }
                // 290: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                rt.step(Some(23))?;
                { let i = rt.int(V::Int(5), 24)?; let v = V::Int(1); rt.store1(f, 16, i, v, 24, 23)?; }
                rt.step(Some(25))?;
                { let i = rt.int(V::Int(5), 26)?; let v = V::Int(1); rt.store1(f, 17, i, v, 26, 25)?; }
                // 291: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                rt.step(Some(27))?;
                { let i = rt.int(V::Int(6), 28)?; let v = V::Int(1); rt.store1(f, 16, i, v, 28, 27)?; }
                rt.step(Some(29))?;
                { let i = rt.int(V::Int(6), 30)?; let v = V::Int(-1); rt.store1(f, 17, i, v, 30, 29)?; }
                // 292: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                rt.step(Some(31))?;
                { let i = rt.int(V::Int(7), 32)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 32, 31)?; }
                rt.step(Some(33))?;
                { let i = rt.int(V::Int(7), 34)?; let v = V::Int(1); rt.store1(f, 17, i, v, 34, 33)?; }
                // 293: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                rt.step(Some(35))?;
                { let i = rt.int(V::Int(8), 36)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 36, 35)?; }
                rt.step(Some(37))?;
                { let i = rt.int(V::Int(8), 38)?; let v = V::Int(-1); rt.store1(f, 17, i, v, 38, 37)?; }
                // 294: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                rt.step(Some(39))?;
                { let i = rt.int(V::Int(9), 40)?; let v = V::Int(1); rt.store1(f, 16, i, v, 40, 39)?; }
                rt.step(Some(41))?;
                { let i = rt.int(V::Int(9), 42)?; let v = V::Int(2); rt.store1(f, 17, i, v, 42, 41)?; }
                // 295: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                rt.step(Some(43))?;
                { let i = rt.int(V::Int(10), 44)?; let v = V::Int(2); rt.store1(f, 16, i, v, 44, 43)?; }
                rt.step(Some(45))?;
                { let i = rt.int(V::Int(10), 46)?; let v = V::Int(1); rt.store1(f, 17, i, v, 46, 45)?; }
                // 296: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                rt.step(Some(47))?;
                { let i = rt.int(V::Int(11), 48)?; let v = V::Int(2); rt.store1(f, 16, i, v, 48, 47)?; }
                rt.step(Some(49))?;
                { let i = rt.int(V::Int(11), 50)?; let v = V::Int(-1); rt.store1(f, 17, i, v, 50, 49)?; }
                // 297: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                rt.step(Some(51))?;
                { let i = rt.int(V::Int(12), 52)?; let v = V::Int(1); rt.store1(f, 16, i, v, 52, 51)?; }
                rt.step(Some(53))?;
                { let i = rt.int(V::Int(12), 54)?; let v = V::Int(-2); rt.store1(f, 17, i, v, 54, 53)?; }
                // 298: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                rt.step(Some(55))?;
                { let i = rt.int(V::Int(13), 56)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 56, 55)?; }
                rt.step(Some(57))?;
                { let i = rt.int(V::Int(13), 58)?; let v = V::Int(-2); rt.store1(f, 17, i, v, 58, 57)?; }
                // 299: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                rt.step(Some(59))?;
                { let i = rt.int(V::Int(14), 60)?; let v = V::Int(-2); rt.store1(f, 16, i, v, 60, 59)?; }
                rt.step(Some(61))?;
                { let i = rt.int(V::Int(14), 62)?; let v = V::Int(-1); rt.store1(f, 17, i, v, 62, 61)?; }
                // 300: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                rt.step(Some(63))?;
                { let i = rt.int(V::Int(15), 64)?; let v = V::Int(-2); rt.store1(f, 16, i, v, 64, 63)?; }
                rt.step(Some(65))?;
                { let i = rt.int(V::Int(15), 66)?; let v = V::Int(1); rt.store1(f, 17, i, v, 66, 65)?; }
                // 301: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                rt.step(Some(67))?;
                { let i = rt.int(V::Int(16), 68)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 68, 67)?; }
                rt.step(Some(69))?;
                { let i = rt.int(V::Int(16), 70)?; let v = V::Int(2); rt.store1(f, 17, i, v, 70, 69)?; }
                pc = 32;
            }
            32 => {
                // 302: ОЧИСТКА ДОСОК:
                rt.step(Some(71))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 71)?; }
                rt.step(Some(71))?;
                { let v = rt.var(f, 3, 72)?; let b = V::Int(1); let c = V::Int(64); if rt.exhausted(&v, &b, &c, 71)? { pc = 38; continue; } }
                pc = 34;
            }
            34 => {
                rt.step(None)?;
                { pc = 36; continue; }
            }
            35 => {
                rt.step(None)?;
                { pc = 38; continue; }
            }
            36 => {
                // 303: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                rt.step(Some(73))?;
                { let p0 = { let a = rt.array(f, 12, 74)?; let s = [rt.int(rt.var(f, 3, 75)?, 74)?]; rt.elem_place(a, &s, 74)? }; let p1 = { let a = rt.array(f, 13, 76)?; let s = [rt.int(rt.var(f, 3, 77)?, 76)?]; rt.elem_place(a, &s, 76)? }; let v = V::Int(0); rt.store(p0, v.clone(), 73)?; rt.store(p1, v.clone(), 73)?; }
                // 302: ОЧИСТКА ДОСОК:
                rt.step(Some(71))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(64) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 71)? }; pc = if done { 38 } else { 36 }; continue; }
                { let v = rt.var(f, 3, 72)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 71)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 71)?; }
                { let v = rt.var(f, 3, 72)?; let b = V::Int(1); let c = V::Int(64); pc = if rt.exhausted(&v, &b, &c, 71)? { 38 } else { 36 }; continue; }
            }
            38 => {
                // 304: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                rt.step(Some(78))?;
                { rt.input_into(Place::Slot(f.clone(), 0, Some(Ty::Integer)), 78)?; V::Empty };
                rt.step(Some(79))?;
                { let v = rt.bin(Op::Mul, V::Int(2), rt.var(f, 0, 81)?, 80)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 79)?; }
                // 305: for i := 0 step 1 until ss + 1 do
                rt.step(Some(82))?;
                { let v = V::Int(0); rt.store_slot(f, 3, Some(Ty::Integer), v, 82)?; }
                rt.step(Some(82))?;
                { let v = rt.var(f, 3, 83)?; let b = V::Int(1); let c = rt.bin(Op::Add, rt.var(f, 1, 85)?, V::Int(1), 84)?; if rt.exhausted(&v, &b, &c, 82)? { pc = 47; continue; } }
                pc = 42;
            }
            42 => {
                rt.step(None)?;
                { pc = 44; continue; }
            }
            43 => {
                rt.step(None)?;
                { pc = 47; continue; }
            }
            44 => {
                // 306: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                rt.step(Some(86))?;
                { let i = rt.int(rt.var(f, 3, 88)?, 87)?; let v = V::Int(1); rt.store1(f, 7, i, v, 87, 86)?; }
                rt.step(Some(89))?;
                { let i = rt.int(rt.var(f, 3, 91)?, 90)?; let v = V::Int(0); rt.store1(f, 8, i, v, 90, 89)?; }
                // 305: for i := 0 step 1 until ss + 1 do
                rt.step(Some(82))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.bin(Op::Add, rt.var(f, 1, 85)?, V::Int(1), 84)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 82)? }; pc = if done { 47 } else { 44 }; continue; }
                { let v = rt.var(f, 3, 83)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 82)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 82)?; }
                { let v = rt.var(f, 3, 83)?; let b = V::Int(1); let c = rt.bin(Op::Add, rt.var(f, 1, 85)?, V::Int(1), 84)?; pc = if rt.exhausted(&v, &b, &c, 82)? { 47 } else { 44 }; continue; }
            }
            47 => {
                // 310: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                rt.step(Some(92))?;
                { let i = rt.int(V::Int(0), 93)?; let v = V::Int(8); rt.store1(f, 14, i, v, 93, 92)?; }
                rt.step(Some(94))?;
                { let i = rt.int(V::Int(0), 95)?; let v = V::Int(-8); rt.store1(f, 15, i, v, 95, 94)?; }
                // 311: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(96))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 14, 96)?), V::Array(rt.array(f, 12, 96)?)], 96)?;
                rt.step(Some(97))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 15, 97)?), V::Array(rt.array(f, 13, 97)?)], 97)?;
                // 312: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                rt.step(Some(98))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 98)?; }
                rt.step(Some(99))?;
                rt.invoke(&P5, f.clone(), [], 99)?;
                // 313: n := РУБЕЖ ХОДОВ[0];
                rt.step(Some(100))?;
                { let v = { let i = rt.int(V::Int(0), 101)?; rt.get1(f, 7, i, 101)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 100)?; }
                // 314: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                rt.step(Some(102))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 14, 102)?), V::Array(rt.array(f, 12, 102)?), V::Array(rt.array(f, 13, 102)?), V::Loc(f.clone(), 2), V::Label(f.id, 12)], 102)?;
                // 315: РУБЕЖ ХОДОВ[1] := n;
                rt.step(Some(103))?;
                { let i = rt.int(V::Int(1), 104)?; let v = rt.var(f, 2, 105)?; rt.store1(f, 7, i, v, 104, 103)?; }
                pc = 56;
            }
            56 => {
                // 317: if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;
                rt.step(Some(106))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Less, rt.var(f, 0, 109)?, V::Int(1), 108)?, rt.bin(Op::Greater, rt.var(f, 0, 111)?, V::Int(6), 110)?, 107)?, 106)? { pc = 58; continue; }
                pc = 57;
            }
            57 => {
                // 317: if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;
                rt.step(Some(112))?;
                { pc = 121; continue; }
            }
            58 => {
                // 318: Л := 1;  ТЕК[1] := РУБЕЖ ХОДОВ[0] + 1;
                rt.step(Some(113))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 113)?; }
                rt.step(Some(114))?;
                { let i = rt.int(V::Int(1), 115)?; let v = rt.bin(Op::Add, { let i = rt.int(V::Int(0), 117)?; rt.get1(f, 7, i, 117)? }, V::Int(1), 116)?; rt.store1(f, 10, i, v, 115, 114)?; }
                pc = 60;
            }
            60 => {
                // 319: СЛЕДУЮЩИЙ:
                rt.step(Some(118))?;
                { let v = rt.var(f, 6, 119)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 118)?; }
                // 320: УРОВЕНЬ := Л;  ТЕК[Л] := ТЕК[Л] + 1;
                rt.step(Some(120))?;
                { let i = rt.int(rt.var(f, 6, 122)?, 121)?; let v = rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 125)?, 124)?; rt.get1(f, 10, i, 124)? }, V::Int(1), 123)?; rt.store1(f, 10, i, v, 121, 120)?; }
                // 321: if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;
                rt.step(Some(126))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.var(f, 6, 129)?, 128)?; rt.get1(f, 10, i, 128)? }, { let i = rt.int(rt.var(f, 6, 131)?, 130)?; rt.get1(f, 7, i, 130)? }, 127)?, 126)? { pc = 64; continue; }
                pc = 63;
            }
            63 => {
                // 321: if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;
                rt.step(Some(132))?;
                { pc = 84; continue; }
            }
            64 => {
                // 322: if Л ÷ 2 × 2 ≠ Л then
                rt.step(Some(133))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 137)?, V::Int(2), 136)?, V::Int(2), 135)?, rt.var(f, 6, 138)?, 134)?, 133)? { pc = 75; continue; }
                pc = 65;
            }
            65 => {
                // 324: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                rt.step(Some(139))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 6, 141)?, V::Int(1), 140)?, 139)? { pc = 67; continue; }
                pc = 66;
            }
            66 => {
                // 324: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                rt.step(Some(142))?;
                { let i = rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 145)?, V::Int(2), 144)?, 143)?; let v = V::Bool(false); rt.store1(f, 11, i, v, 143, 142)?; }
                pc = 67;
            }
            67 => {
                // 325: if Л < ss - 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;
                rt.step(Some(146))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 6, 148)?, rt.bin(Op::Sub, rt.var(f, 1, 150)?, V::Int(1), 149)?, 147)?, 146)? { pc = 69; continue; }
                pc = 68;
            }
            68 => {
                // 325: if Л < ss - 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;
                rt.step(Some(151))?;
                { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.var(f, 6, 155)?, V::Int(2), 154)?, V::Int(1), 153)?, 152)?; let v = V::Bool(true); rt.store1(f, 11, i, v, 152, 151)?; }
                pc = 69;
            }
            69 => {
                // 326: ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ);
                rt.step(Some(156))?;
                rt.invoke(&P3, f.clone(), [V::Thunk(&T0, f.clone()), V::Array(rt.array(f, 12, 156)?), V::Array(rt.array(f, 13, 156)?), V::Array(rt.array(f, 14, 156)?), V::Array(rt.array(f, 15, 156)?), V::Label(f.id, 3)], 156)?;
                // 327: if Л = ss - 1 then
                rt.step(Some(159))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 161)?, rt.bin(Op::Sub, rt.var(f, 1, 163)?, V::Int(1), 162)?, 160)?, 159)? { pc = 74; continue; }
                pc = 71;
            }
            71 => {
                // 329: n := РУБЕЖ ХОДОВ[ss];
                rt.step(Some(164))?;
                { let v = { let i = rt.int(rt.var(f, 1, 166)?, 165)?; rt.get1(f, 7, i, 165)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 164)?; }
                // 330: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ);
                rt.step(Some(167))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 14, 167)?), V::Array(rt.array(f, 12, 167)?), V::Array(rt.array(f, 13, 167)?), V::Loc(f.clone(), 2), V::Label(f.id, 4)], 167)?;
                // 331: go to СЛЕДУЮЩИЙ
                rt.step(Some(168))?;
                { pc = 60; continue; }
            }
            74 => {
                rt.step(None)?;
                { pc = 81; continue; }
            }
            75 => {
                // 336: ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ);
                rt.step(Some(169))?;
                rt.invoke(&P3, f.clone(), [V::Thunk(&T1, f.clone()), V::Array(rt.array(f, 13, 169)?), V::Array(rt.array(f, 12, 169)?), V::Array(rt.array(f, 15, 169)?), V::Array(rt.array(f, 14, 169)?), V::Label(f.id, 3)], 169)?;
                // 337: if Л = ss then
                rt.step(Some(172))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 174)?, rt.var(f, 1, 175)?, 173)?, 172)? { pc = 81; continue; }
                pc = 77;
            }
            77 => {
                // 339: УРОВЕНЬ := ss;
                rt.step(Some(176))?;
                { let v = rt.var(f, 1, 177)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 176)?; }
                // 340: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                rt.step(Some(178))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T2, f.clone()), V::Array(rt.array(f, 13, 178)?), V::Array(rt.array(f, 12, 178)?), V::Array(rt.array(f, 15, 178)?)], 178)?;
                // 342: Л := ss - 1;  go to СЛЕДУЮЩИЙ
                rt.step(Some(190))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 1, 192)?, V::Int(1), 191)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 190)?; }
                rt.step(Some(193))?;
                { pc = 60; continue; }
            }
            81 => {
                // 345: ШАХ:
                rt.step(Some(194))?;
                { let v = rt.bin(Op::Add, rt.var(f, 6, 196)?, V::Int(1), 195)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 194)?; }
                // 346: Л := Л + 1;  ТЕК[Л] := РУБЕЖ ХОДОВ[Л - 1] + 1;  go to СЛЕДУЮЩИЙ;
                rt.step(Some(197))?;
                { let i = rt.int(rt.var(f, 6, 199)?, 198)?; let v = rt.bin(Op::Add, { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 6, 203)?, V::Int(1), 202)?, 201)?; rt.get1(f, 7, i, 201)? }, V::Int(1), 200)?; rt.store1(f, 10, i, v, 198, 197)?; }
                rt.step(Some(204))?;
                { pc = 60; continue; }
            }
            84 => {
                // 348: if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;
                rt.step(Some(205))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 207)?, rt.var(f, 1, 208)?, 206)?, 205)? { pc = 86; continue; }
                pc = 85;
            }
            85 => {
                // 348: if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;
                rt.step(Some(209))?;
                { pc = 100; continue; }
            }
            86 => {
                // 349: if Л ÷ 2 × 2 ≠ Л then
                rt.step(Some(210))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 214)?, V::Int(2), 213)?, V::Int(2), 212)?, rt.var(f, 6, 215)?, 211)?, 210)? { pc = 95; continue; }
                pc = 87;
            }
            87 => {
                // 352: if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;
                rt.step(Some(216))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 218)?, V::Int(1), 217)?, 216)? { pc = 89; continue; }
                pc = 88;
            }
            88 => {
                // 352: if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;
                rt.step(Some(219))?;
                { pc = 119; continue; }
            }
            89 => {
                // 353: Л := Л - 1;  УРОВЕНЬ := Л;
                rt.step(Some(220))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 222)?, V::Int(1), 221)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 220)?; }
                rt.step(Some(223))?;
                { let v = rt.var(f, 6, 224)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 223)?; }
                // 354: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                rt.step(Some(225))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T3, f.clone()), V::Array(rt.array(f, 13, 225)?), V::Array(rt.array(f, 12, 225)?), V::Array(rt.array(f, 15, 225)?)], 225)?;
                // 356: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(237))?;
                rt.invoke(&P2, f.clone(), [V::Thunk(&T4, f.clone()), V::Int(61), V::Array(rt.array(f, 15, 237)?), V::Array(rt.array(f, 13, 237)?)], 237)?;
                // 357: Л := Л - 1;  go to СЛЕДУЮЩИЙ
                rt.step(Some(240))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 242)?, V::Int(1), 241)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 240)?; }
                rt.step(Some(243))?;
                { pc = 60; continue; }
            }
            95 => {
                // 359: if ВОЗМОЖЕН ПАТ[Л ÷ 2] then
                rt.step(Some(244))?;
                if !rt.bool({ let i = rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 247)?, V::Int(2), 246)?, 245)?; rt.get1(f, 11, i, 245)? }, 244)? { pc = 100; continue; }
                pc = 96;
            }
            96 => {
                // 361: n := РУБЕЖ ХОДОВ[Л];
                rt.step(Some(248))?;
                { let v = { let i = rt.int(rt.var(f, 6, 250)?, 249)?; rt.get1(f, 7, i, 249)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 248)?; }
                // 362: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, БЕЛЫЕ ДАЛИ МАТ);
                rt.step(Some(251))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 14, 251)?), V::Array(rt.array(f, 12, 251)?), V::Array(rt.array(f, 13, 251)?), V::Loc(f.clone(), 2), V::Label(f.id, 6)], 251)?;
                // 364: Л := Л - 1;  go to СЛЕДУЮЩИЙ
                rt.step(Some(252))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 254)?, V::Int(1), 253)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 252)?; }
                rt.step(Some(255))?;
                { pc = 60; continue; }
            }
            100 => {
                // 370: if Л = 2 then go to ОТВЕТ;
                rt.step(Some(256))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 258)?, V::Int(2), 257)?, 256)? { pc = 102; continue; }
                pc = 101;
            }
            101 => {
                // 370: if Л = 2 then go to ОТВЕТ;
                rt.step(Some(259))?;
                { pc = 108; continue; }
            }
            102 => {
                // 371: Л := Л - 1;  УРОВЕНЬ := Л;
                rt.step(Some(260))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 262)?, V::Int(1), 261)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 260)?; }
                rt.step(Some(263))?;
                { let v = rt.var(f, 6, 264)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 263)?; }
                // 372: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                rt.step(Some(265))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T5, f.clone()), V::Array(rt.array(f, 12, 265)?), V::Array(rt.array(f, 13, 265)?), V::Array(rt.array(f, 14, 265)?)], 265)?;
                // 374: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(277))?;
                rt.invoke(&P2, f.clone(), [V::Thunk(&T6, f.clone()), V::Int(5), V::Array(rt.array(f, 14, 277)?), V::Array(rt.array(f, 12, 277)?)], 277)?;
                // 375: Л := Л - 1;  go to СЛЕДУЮЩИЙ;
                rt.step(Some(280))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 282)?, V::Int(1), 281)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 280)?; }
                rt.step(Some(283))?;
                { pc = 60; continue; }
            }
            108 => {
                // 376: ОТВЕТ:
                rt.step(Some(284))?;
                { let v = { let i = rt.int(V::Int(1), 285)?; rt.get1(f, 10, i, 285)? }; rt.store_slot(f, 5, Some(Ty::Integer), v, 284)?; }
                // 378: Б1 := ТЕК[1];  УРОВЕНЬ := 2;
                rt.step(Some(286))?;
                { let v = V::Int(2); rt.store_slot(f, 4, Some(Ty::Integer), v, 286)?; }
                // 379: if ss = 2 then go to МАТ1;
                rt.step(Some(287))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 1, 289)?, V::Int(2), 288)?, 287)? { pc = 112; continue; }
                pc = 111;
            }
            111 => {
                // 379: if ss = 2 then go to МАТ1;
                rt.step(Some(290))?;
                { pc = 116; continue; }
            }
            112 => {
                // 380: if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;
                rt.step(Some(291))?;
                if !rt.bool({ let i = rt.int(V::Int(1), 292)?; rt.get1(f, 11, i, 292)? }, 291)? { pc = 114; continue; }
                pc = 113;
            }
            113 => {
                // 380: if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;
                rt.step(Some(293))?;
                { pc = 116; continue; }
            }
            114 => {
                // 381: output('/,T,РЕШЕНИЕ,/');
                rt.step(Some(294))?;
                { let format = rt.format_string(V::Str("/,T,РЕШЕНИЕ,/"), 294)?; let values = []; rt.output(format, &values, 294)?; V::Empty };
                // 382: go to ПЕЧАТЬ ОТВЕТА;
                rt.step(Some(295))?;
                { pc = 117; continue; }
            }
            116 => {
                // 383: МАТ1:
                rt.step(Some(296))?;
                { let format = rt.format_string(V::Str("/,T,МАТ НА ПЕРВОМ ХОДЕ,/"), 296)?; let values = []; rt.output(format, &values, 296)?; V::Empty };
                pc = 117;
            }
            117 => {
                // 385: ПЕЧАТЬ ОТВЕТА:
                rt.step(Some(297))?;
                rt.invoke(&P5, f.clone(), [], 297)?;
                // 387: go to КОНЕЦ;
                rt.step(Some(298))?;
                { pc = 124; continue; }
            }
            119 => {
                // 388: ХОДЫ ИСЧЕРПАНЫ:
                rt.step(Some(299))?;
                { let format = rt.format_string(V::Str("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/"), 299)?; let values = []; rt.output(format, &values, 299)?; V::Empty };
                // 390: go to КОНЕЦ;
                rt.step(Some(300))?;
                { pc = 124; continue; }
            }
            121 => {
                // 391: ОШИБКА В ЧИСЛЕ ХОДОВ:
                rt.step(Some(301))?;
                { let format = rt.format_string(V::Str("/,T,ЧИСЛО ХОДОВ ДОЛЖНО БЫТЬ ОТ 1 ДО 6,/"), 301)?; let values = []; rt.output(format, &values, 301)?; V::Empty };
                // 393: go to КОНЕЦ;
                rt.step(Some(302))?;
                { pc = 124; continue; }
            }
            123 => {
                // 394: ОШИБКА:
                rt.step(Some(303))?;
                { let format = rt.format_string(V::Str("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/"), 303)?; let values = []; rt.output(format, &values, 303)?; V::Empty };
                pc = 124;
            }
            _ => return Ok(()),
        }
    }
}

static P0: rt::ProcDef = rt::ProcDef { name: "ОБЗОР ХОДОВ", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 304), (2, false, Spec::Array(Some(Ty::Integer)), 305), (3, false, Spec::Array(Some(Ty::Integer)), 306), (4, false, Spec::Simple(Ty::Integer), 307), (5, false, Spec::Other, 308)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Boolean)], body: p0_ОБЗОРХОДОВ, site: 309 };
/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[53];
    let mut pc = 0;
    loop {
        match p0_ОБЗОРХОДОВ_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p0_ОБЗОРХОДОВ` from instruction `pc` on.
fn p0_ОБЗОРХОДОВ_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 69: m := n + 1;  СПИСОК[m] := 0;
                rt.step(Some(310))?;
                { let v = rt.bin(Op::Add, rt.formal(f, 4, 312)?, V::Int(1), 311)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 310)?; }
                rt.step(Some(313))?;
                { let i = rt.int(rt.var(f, 7, 315)?, 314)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 314)?, 9, i, v, 314, 313)?; }
                // 70: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
                rt.step(Some(316))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(V::Int(0), 317)?], 317)? } else { let a = rt.array(fr, 1, 317)?; rt.get(&a, &[rt.int(V::Int(0), 317)?], 317)? } }; rt.store_slot(f, 21, Some(Ty::Integer), v, 316)?; }
                rt.step(Some(318))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 321)?, V::Int(0), 320)?, 319)? { V::Int(5) } else { V::Int(61) }; rt.store_slot(f, 22, Some(Ty::Integer), v, 318)?; }
                // 71: for j := 1 step 1 until 16 do
                rt.step(Some(322))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 322)?; }
                rt.step(Some(322))?;
                { let v = rt.var(f, 6, 323)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 322)? { pc = 74; continue; } }
                pc = 6;
            }
            6 => {
                rt.step(None)?;
                { pc = 8; continue; }
            }
            7 => {
                rt.step(None)?;
                { pc = 74; continue; }
            }
            8 => {
                // 73: ПОЛЕ := ПОЛЯ[j];
                rt.step(Some(324))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 6, 326)?, 325)?], 325)? } else { let a = rt.array(fr, 1, 325)?; rt.get(&a, &[rt.int(rt.var(f, 6, 326)?, 325)?], 325)? } }; rt.store_slot(f, 8, Some(Ty::Integer), v, 324)?; }
                // 74: if ПОЛЕ ≠ 0 then
                rt.step(Some(327))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 8, 329)?, V::Int(0), 328)?, 327)? { pc = 73; continue; }
                pc = 10;
            }
            10 => {
                // 76: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                rt.step(Some(330))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 333)?, 332)?], 332)? } else { let a = rt.array(fr, 2, 332)?; rt.get(&a, &[rt.int(rt.var(f, 8, 333)?, 332)?], 332)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 6, 335)?, 334)?, 331)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 330)?; }
                // 77: if КОД > 0 ∧ КОД < 10 then
                rt.step(Some(336))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Greater, rt.var(f, 9, 339)?, V::Int(0), 338)?, rt.bin(Op::Less, rt.var(f, 9, 341)?, V::Int(10), 340)?, 337)?, 336)? { pc = 73; continue; }
                pc = 12;
            }
            12 => {
                // 79: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                rt.step(Some(342))?;
                { let v = rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 8, 345)?, V::Int(1), 344)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 349)?, V::Int(1), 348)?, V::Int(8), 347)?, V::Int(8), 346)?, 343)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 342)?; }
                rt.step(Some(350))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 353)?, V::Int(1), 352)?, V::Int(8), 351)?; rt.store_slot(f, 13, Some(Ty::Integer), v, 350)?; }
                // 80: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                rt.step(Some(354))?;
                { let v = rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 356)?, 355)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 354)?; }
                rt.step(Some(357))?;
                { let v = rt.bin(Op::Mul, V::Int(1000), { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 360)?, 359)?], 359)? } else { let a = rt.array(fr, 2, 359)?; rt.get(&a, &[rt.int(rt.var(f, 8, 360)?, 359)?], 359)? } }, 358)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 357)?; }
                // 81: if КОД = 1 then
                rt.step(Some(361))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 363)?, V::Int(1), 362)?, 361)? { pc = 32; continue; }
                pc = 17;
            }
            17 => {
                // 83: t := ПОЛЕ + НАПР;
                rt.step(Some(364))?;
                { let v = rt.bin(Op::Add, rt.var(f, 8, 366)?, rt.var(f, 21, 367)?, 365)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 364)?; }
                // 84: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(368))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 371)?, 370)?], 370)? } else { let a = rt.array(fr, 2, 370)?; rt.get(&a, &[rt.int(rt.var(f, 16, 371)?, 370)?], 370)? } }, V::Int(0), 369)?, 368)? { pc = 25; continue; }
                pc = 19;
            }
            19 => {
                // 86: if ЧУЖАЯ ДОСКА[t] = 0 then
                rt.step(Some(372))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 375)?, 374)?], 374)? } else { let a = rt.array(fr, 3, 374)?; rt.get(&a, &[rt.int(rt.var(f, 16, 375)?, 374)?], 374)? } }, V::Int(0), 373)?, 372)? { pc = 25; continue; }
                pc = 20;
            }
            20 => {
                // 88: ХОД ПЕШКИ(t);
                rt.step(Some(376))?;
                rt.invoke(&P7, f.clone(), [V::Loc(f.clone(), 16)], 376)?;
                // 89: if Г = (if НАПР > 0 then 1 else 6) then
                rt.step(Some(377))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 13, 379)?, if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 382)?, V::Int(0), 381)?, 380)? { V::Int(1) } else { V::Int(6) }, 378)?, 377)? { pc = 25; continue; }
                pc = 22;
            }
            22 => {
                // 91: if СВОЯ ДОСКА[t + НАПР] = 0 then
                rt.step(Some(383))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 387)?, rt.var(f, 21, 388)?, 386)?, 385)?], 385)? } else { let a = rt.array(fr, 2, 385)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 387)?, rt.var(f, 21, 388)?, 386)?, 385)?], 385)? } }, V::Int(0), 384)?, 383)? { pc = 25; continue; }
                pc = 23;
            }
            23 => {
                // 92: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(389))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 393)?, rt.var(f, 21, 394)?, 392)?, 391)?], 391)? } else { let a = rt.array(fr, 3, 391)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 393)?, rt.var(f, 21, 394)?, 392)?, 391)?], 391)? } }, V::Int(0), 390)?, 389)? { pc = 25; continue; }
                pc = 24;
            }
            24 => {
                // 92: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(395))?;
                rt.invoke(&P6, f.clone(), [V::Thunk(&T7, f.clone()), V::Int(0)], 395)?;
                pc = 25;
            }
            25 => {
                // 96: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(399))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 12, 401)?, V::Int(0), 400)?, 399)? { pc = 28; continue; }
                pc = 26;
            }
            26 => {
                // 96: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(402))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 406)?, V::Int(1), 405)?, 404)?], 404)? } else { let a = rt.array(fr, 3, 404)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 406)?, V::Int(1), 405)?, 404)?], 404)? } }, V::Int(0), 403)?, 402)? { pc = 28; continue; }
                pc = 27;
            }
            27 => {
                // 96: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(407))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T8, f.clone())], 407)?;
                pc = 28;
            }
            28 => {
                // 97: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(410))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 12, 412)?, V::Int(7), 411)?, 410)? { pc = 31; continue; }
                pc = 29;
            }
            29 => {
                // 97: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(413))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 417)?, V::Int(1), 416)?, 415)?], 415)? } else { let a = rt.array(fr, 3, 415)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 417)?, V::Int(1), 416)?, 415)?], 415)? } }, V::Int(0), 414)?, 413)? { pc = 31; continue; }
                pc = 30;
            }
            30 => {
                // 97: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(418))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T9, f.clone())], 418)?;
                pc = 31;
            }
            31 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            32 => {
                // 101: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(421))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 423)?, V::Int(2), 422)?, 421)? { pc = 36; continue; }
                pc = 33;
            }
            33 => {
                // 101: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(424))?;
                { let v = V::Int(9); rt.store_slot(f, 19, Some(Ty::Integer), v, 424)?; }
                rt.step(Some(425))?;
                { let v = V::Int(16); rt.store_slot(f, 20, Some(Ty::Integer), v, 425)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            36 => {
                // 102: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(426))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 428)?, V::Int(3), 427)?, 426)? { pc = 40; continue; }
                pc = 37;
            }
            37 => {
                // 102: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(429))?;
                { let v = V::Int(5); rt.store_slot(f, 19, Some(Ty::Integer), v, 429)?; }
                rt.step(Some(430))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 430)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            40 => {
                // 103: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(431))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 434)?, V::Int(4), 433)?, rt.bin(Op::Equal, rt.var(f, 9, 436)?, V::Int(8), 435)?, 432)?, 431)? { pc = 44; continue; }
                pc = 41;
            }
            41 => {
                // 103: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(437))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 437)?; }
                rt.step(Some(438))?;
                { let v = V::Int(4); rt.store_slot(f, 20, Some(Ty::Integer), v, 438)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            44 => {
                // 104: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                rt.step(Some(439))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 439)?; }
                rt.step(Some(440))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 440)?; }
                pc = 46;
            }
            46 => {
                // 105: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                rt.step(Some(441))?;
                { let v = rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotEqual, rt.var(f, 9, 445)?, V::Int(2), 444)?, rt.bin(Op::NotEqual, rt.var(f, 9, 447)?, V::Int(6), 446)?, 443)?, rt.bin(Op::NotEqual, rt.var(f, 9, 449)?, V::Int(7), 448)?, 442)?; rt.store_slot(f, 23, Some(Ty::Boolean), v, 441)?; }
                // 106: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(450))?;
                { let v = rt.var(f, 19, 451)?; rt.store_slot(f, 17, Some(Ty::Integer), v, 450)?; }
                rt.step(Some(450))?;
                { let v = rt.var(f, 17, 452)?; let b = V::Int(1); let c = rt.var(f, 20, 453)?; if rt.exhausted(&v, &b, &c, 450)? { pc = 68; continue; } }
                pc = 49;
            }
            49 => {
                rt.step(None)?;
                { pc = 51; continue; }
            }
            50 => {
                rt.step(None)?;
                { pc = 68; continue; }
            }
            51 => {
                // 108: x := В;  y := Г;
                rt.step(Some(454))?;
                { let v = rt.var(f, 12, 455)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 454)?; }
                rt.step(Some(456))?;
                { let v = rt.var(f, 13, 457)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 456)?; }
                pc = 53;
            }
            53 => {
                // 109: ЛУЧ:
                rt.step(Some(458))?;
                { let v = rt.bin(Op::Add, rt.var(f, 14, 460)?, { let i = rt.int(rt.var(f, 17, 462)?, 461)?; rt.get1(rt.up(f, 1, 461)?, 16, i, 461)? }, 459)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 458)?; }
                // 110: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                rt.step(Some(463))?;
                { let v = rt.bin(Op::Add, rt.var(f, 15, 465)?, { let i = rt.int(rt.var(f, 17, 467)?, 466)?; rt.get1(rt.up(f, 1, 466)?, 17, i, 466)? }, 464)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 463)?; }
                // 111: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                rt.step(Some(468))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotLess, rt.var(f, 14, 473)?, V::Int(0), 472)?, rt.bin(Op::Less, rt.var(f, 14, 475)?, V::Int(8), 474)?, 471)?, rt.bin(Op::NotLess, rt.var(f, 15, 477)?, V::Int(0), 476)?, 470)?, rt.bin(Op::Less, rt.var(f, 15, 479)?, V::Int(8), 478)?, 469)?, 468)? { pc = 67; continue; }
                pc = 56;
            }
            56 => {
                // 113: t := 8 × y + x + 1;
                rt.step(Some(480))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 15, 484)?, 483)?, rt.var(f, 14, 485)?, 482)?, V::Int(1), 481)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 480)?; }
                // 114: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(486))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 489)?, 488)?], 488)? } else { let a = rt.array(fr, 2, 488)?; rt.get(&a, &[rt.int(rt.var(f, 16, 489)?, 488)?], 488)? } }, V::Int(0), 487)?, 486)? { pc = 67; continue; }
                pc = 58;
            }
            58 => {
                // 116: С := ЧУЖАЯ ДОСКА[t];
                rt.step(Some(490))?;
                { let v = { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 492)?, 491)?], 491)? } else { let a = rt.array(fr, 3, 491)?; rt.get(&a, &[rt.int(rt.var(f, 16, 492)?, 491)?], 491)? } }; rt.store_slot(f, 18, Some(Ty::Integer), v, 490)?; }
                // 117: if С ≠ 0 then
                rt.step(Some(493))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 18, 495)?, V::Int(0), 494)?, 493)? { pc = 62; continue; }
                pc = 60;
            }
            60 => {
                // 118: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(496))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 500)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 503)?, V::Int(10), 502)?, V::Int(10), 501)?, 499)?, V::Int(6), 498)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 506)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 509)?, V::Int(10), 508)?, V::Int(10), 507)?, 505)?, V::Int(7), 504)?, 497)?, 496)? { pc = 62; continue; }
                pc = 61;
            }
            61 => {
                // 118: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(510))?;
                return Err(rt.goto(rt.formal(f, 5, 511)?, 510));
            }
            62 => {
                // 119: СПИСОК[m + 1] := ОТКУДА + t;
                rt.step(Some(512))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 515)?, V::Int(1), 514)?, 513)?; let v = rt.bin(Op::Add, rt.var(f, 10, 517)?, rt.var(f, 16, 518)?, 516)?; rt.store1(rt.up(f, 1, 513)?, 9, i, v, 513, 512)?; }
                // 120: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                rt.step(Some(519))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 522)?, V::Int(2), 521)?, 520)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(f, 10, 526)?, rt.var(f, 16, 527)?, 525)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(f, 18, 530)?, rt.var(f, 11, 531)?, 529)?, 528)?, 524)?, 523)?; rt.store1(rt.up(f, 1, 520)?, 9, i, v, 520, 519)?; }
                // 121: m := m + 2;
                rt.step(Some(532))?;
                { let v = rt.bin(Op::Add, rt.var(f, 7, 534)?, V::Int(2), 533)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 532)?; }
                // 122: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(535))?;
                if !rt.bool(rt.bin(Op::And, rt.var(f, 23, 537)?, rt.bin(Op::Equal, rt.var(f, 18, 539)?, V::Int(0), 538)?, 536)?, 535)? { pc = 67; continue; }
                pc = 66;
            }
            66 => {
                // 122: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(540))?;
                { pc = 53; continue; }
            }
            67 => {
                // 106: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(450))?;
                if let Some(n) = rt.step_local(f, 17, 1) { let done = match rt.var(f, 20, 453)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 450)? }; pc = if done { 68 } else { 51 }; continue; }
                { let v = rt.var(f, 17, 452)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 450)?; let p = Place::Slot(f.clone(), 17, Some(Ty::Integer)); rt.store(p, sum, 450)?; }
                { let v = rt.var(f, 17, 452)?; let b = V::Int(1); let c = rt.var(f, 20, 453)?; pc = if rt.exhausted(&v, &b, &c, 450)? { 68 } else { 51 }; continue; }
            }
            68 => {
                // 126: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                rt.step(Some(541))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 9, 544)?, V::Int(7), 543)?, rt.bin(Op::Equal, rt.var(f, 8, 546)?, rt.var(f, 22, 547)?, 545)?, 542)?, 541)? { pc = 73; continue; }
                pc = 69;
            }
            69 => {
                // 128: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                rt.step(Some(548))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 553)?, V::Int(3), 552)?, 551)?], 551)? } else { let a = rt.array(fr, 2, 551)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 553)?, V::Int(3), 552)?, 551)?], 551)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 558)?, V::Int(3), 557)?, 556)?], 556)? } else { let a = rt.array(fr, 2, 556)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 558)?, V::Int(3), 557)?, 556)?], 556)? } }, V::Int(10), 555)?, V::Int(10), 554)?, 550)?, V::Int(8), 549)?, 548)? { pc = 71; continue; }
                pc = 70;
            }
            70 => {
                // 129: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                rt.step(Some(559))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T10, f.clone()), V::Thunk(&T11, f.clone())], 559)?;
                pc = 71;
            }
            71 => {
                // 130: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                rt.step(Some(564))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 569)?, V::Int(4), 568)?, 567)?], 567)? } else { let a = rt.array(fr, 2, 567)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 569)?, V::Int(4), 568)?, 567)?], 567)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 574)?, V::Int(4), 573)?, 572)?], 572)? } else { let a = rt.array(fr, 2, 572)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 574)?, V::Int(4), 573)?, 572)?], 572)? } }, V::Int(10), 571)?, V::Int(10), 570)?, 566)?, V::Int(8), 565)?, 564)? { pc = 73; continue; }
                pc = 72;
            }
            72 => {
                // 131: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                rt.step(Some(575))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T12, f.clone()), V::Thunk(&T13, f.clone())], 575)?;
                pc = 73;
            }
            73 => {
                // 71: for j := 1 step 1 until 16 do
                rt.step(Some(322))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 322)? }; pc = if done { 74 } else { 8 }; continue; }
                { let v = rt.var(f, 6, 323)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 322)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 322)?; }
                { let v = rt.var(f, 6, 323)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 322)? { 74 } else { 8 }; continue; }
            }
            74 => {
                // 137: n := m
                rt.step(Some(580))?;
                { let p = rt.formal_place(f, 4, 581)?; let v = rt.var(f, 7, 582)?; rt.store(p, v, 580)?; }
                pc = 75;
            }
            _ => return Ok(()),
        }
    }
}

static P1: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 583), (2, false, Spec::Array(Some(Ty::Integer)), 584), (3, false, Spec::Array(Some(Ty::Integer)), 585), (4, false, Spec::Array(Some(Ty::Integer)), 586)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p1_ВОЗВРАТХОДА, site: 587 };
/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА(rt: &Rt, f: &Fr) -> R<()> {
    // 149: З := -З;
    rt.step(Some(588))?;
    { let v = rt.neg(rt.var(f, 1, 590)?, 589)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 588)?; }
    // 150: М := З ÷ 10000000;  З := З - 10000000 × М;
    rt.step(Some(591))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 593)?, V::Int(10000000), 592)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 591)?; }
    rt.step(Some(594))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 596)?, rt.bin(Op::Mul, V::Int(10000000), rt.var(f, 7, 598)?, 597)?, 595)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 594)?; }
    // 151: С := З ÷ 10000;  З := З - 10000 × С;
    rt.step(Some(599))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 601)?, V::Int(10000), 600)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 599)?; }
    rt.step(Some(602))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 604)?, rt.bin(Op::Mul, V::Int(10000), rt.var(f, 8, 606)?, 605)?, 603)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 602)?; }
    // 152: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    rt.step(Some(607))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 609)?, V::Int(100), 608)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 607)?; }
    rt.step(Some(610))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 612)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 5, 614)?, 613)?, 611)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 610)?; }
    // 153: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.step(Some(615))?;
    { let p = { let a = rt.array(f, 2, 616)?; let s = [rt.int(rt.var(f, 6, 617)?, 616)?]; rt.elem_place(a, &s, 616)? }; let v = V::Int(0); rt.store(p, v, 615)?; }
    rt.step(Some(618))?;
    { let p = { let a = rt.array(f, 3, 619)?; let s = [rt.int(rt.var(f, 6, 620)?, 619)?]; rt.elem_place(a, &s, 619)? }; let v = rt.var(f, 8, 621)?; rt.store(p, v, 618)?; }
    // 154: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.step(Some(622))?;
    { let p = { let a = rt.array(f, 2, 623)?; let s = [rt.int(rt.var(f, 5, 624)?, 623)?]; rt.elem_place(a, &s, 623)? }; let v = rt.var(f, 7, 625)?; rt.store(p, v, 622)?; }
    rt.step(Some(626))?;
    { let p = { let a = rt.array(f, 4, 627)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 7, 629)?, V::Int(10), 628)?, 627)?]; rt.elem_place(a, &s, 627)? }; let v = rt.var(f, 5, 630)?; rt.store(p, v, 626)?; }
    Ok(())
}

static P2: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ КОРОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 631), (2, true, Spec::Simple(Ty::Integer), 632), (3, false, Spec::Array(Some(Ty::Integer)), 633), (4, false, Spec::Array(Some(Ty::Integer)), 634)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p2_ВОЗВРАТКОРОЛЯ, site: 635 };
/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 165: if СПИСОК[i] ÷ 100 = ДОМ then
                rt.step(Some(636))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::IntDiv, { let i = rt.int(rt.var(f, 1, 640)?, 639)?; rt.get1(rt.up(f, 1, 639)?, 9, i, 639)? }, V::Int(100), 638)?, rt.var(f, 2, 641)?, 637)?, 636)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 167: НА := СПИСОК[i] - 100 × ДОМ;
                rt.step(Some(642))?;
                { let v = rt.bin(Op::Sub, { let i = rt.int(rt.var(f, 1, 645)?, 644)?; rt.get1(rt.up(f, 1, 644)?, 9, i, 644)? }, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 647)?, 646)?, 643)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 642)?; }
                // 168: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
                rt.step(Some(648))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 5, 651)?, rt.bin(Op::Add, rt.var(f, 2, 653)?, V::Int(2), 652)?, 650)?, rt.bin(Op::Equal, rt.var(f, 5, 655)?, rt.bin(Op::Sub, rt.var(f, 2, 657)?, V::Int(2), 656)?, 654)?, 649)?, 648)? { pc = 8; continue; }
                pc = 3;
            }
            3 => {
                // 170: К := СВОЯ ДОСКА[НА];
                rt.step(Some(658))?;
                { let v = { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(rt.var(f, 5, 660)?, 659)?], 659)? } else { let a = rt.array(fr, 4, 659)?; rt.get(&a, &[rt.int(rt.var(f, 5, 660)?, 659)?], 659)? } }; rt.store_slot(f, 6, Some(Ty::Integer), v, 658)?; }
                // 171: if К - К ÷ 10 × 10 = 6 then
                rt.step(Some(661))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 6, 664)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 667)?, V::Int(10), 666)?, V::Int(10), 665)?, 663)?, V::Int(6), 662)?, 661)? { pc = 8; continue; }
                pc = 5;
            }
            5 => {
                // 172: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.step(Some(668))?;
                { let p = { let a = rt.array(f, 4, 669)?; let s = [rt.int(rt.var(f, 5, 670)?, 669)?]; rt.elem_place(a, &s, 669)? }; let v = V::Int(0); rt.store(p, v, 668)?; }
                rt.step(Some(671))?;
                { let p = { let a = rt.array(f, 4, 672)?; let s = [rt.int(rt.var(f, 2, 673)?, 672)?]; rt.elem_place(a, &s, 672)? }; let v = rt.bin(Op::Add, rt.var(f, 6, 675)?, V::Int(1), 674)?; rt.store(p, v, 671)?; }
                rt.step(Some(676))?;
                { let p = { let a = rt.array(f, 3, 677)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 679)?, V::Int(10), 678)?, 677)?]; rt.elem_place(a, &s, 677)? }; let v = rt.var(f, 2, 680)?; rt.store(p, v, 676)?; }
                pc = 8;
            }
            _ => return Ok(()),
        }
    }
}

static P3: rt::ProcDef = rt::ProcDef { name: "ВЫПОЛНЕНИЕ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 681), (2, false, Spec::Array(Some(Ty::Integer)), 682), (3, false, Spec::Array(Some(Ty::Integer)), 683), (4, false, Spec::Array(Some(Ty::Integer)), 684), (5, false, Spec::Array(Some(Ty::Integer)), 685), (6, false, Spec::Other, 686)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p3_ВЫПОЛНЕНИЕХОДА, site: 687 };
/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[40, 43];
    let mut pc = 0;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from instruction `pc` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 189: Х := СПИСОК[i];
                rt.step(Some(688))?;
                { let v = { let i = rt.int(rt.var(f, 1, 690)?, 689)?; rt.get1(rt.up(f, 1, 689)?, 9, i, 689)? }; rt.store_slot(f, 7, Some(Ty::Integer), v, 688)?; }
                // 190: if Х < 0 then
                rt.step(Some(691))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 693)?, V::Int(0), 692)?, 691)? { pc = 5; continue; }
                pc = 2;
            }
            2 => {
                // 192: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                rt.step(Some(694))?;
                rt.invoke(&P1, rt.up(f, 1, 694)?.clone(), [V::Loc(f.clone(), 7), rt.slot(f, 2, 694)?, rt.slot(f, 3, 694)?, rt.slot(f, 4, 694)?], 694)?;
                // 193: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                rt.step(Some(695))?;
                rt.invoke(&P2, rt.up(f, 1, 695)?.clone(), [V::Thunk(&T14, f.clone()), V::Thunk(&T15, f.clone()), rt.slot(f, 4, 695)?, rt.slot(f, 2, 695)?], 695)?;
                // 195: go to ДАЛЕЕ
                rt.step(Some(707))?;
                return Err(rt.goto(rt.formal(f, 6, 708)?, 707));
            }
            5 => {
                // 197: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(709))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 711)?, V::Int(100), 710)?, 709)? { pc = 7; continue; }
                pc = 6;
            }
            6 => {
                // 197: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(712))?;
                return Err(rt.goto(rt.formal(f, 6, 713)?, 712));
            }
            7 => {
                // 198: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
                rt.step(Some(714))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 7, 716)?, V::Int(100), 715)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 714)?; }
                rt.step(Some(717))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 7, 719)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 721)?, 720)?, 718)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 717)?; }
                // 199: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
                rt.step(Some(722))?;
                { let v = { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 724)?, 723)?], 723)? } else { let a = rt.array(fr, 2, 723)?; rt.get(&a, &[rt.int(rt.var(f, 8, 724)?, 723)?], 723)? } }; rt.store_slot(f, 10, Some(Ty::Integer), v, 722)?; }
                rt.step(Some(725))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 10, 727)?, V::Int(10), 726)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 725)?; }
                rt.step(Some(728))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 10, 730)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 732)?, 731)?, 729)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 728)?; }
                // 200: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(733))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 737)?, V::Int(1), 736)?, 735)?; rt.get1(rt.up(f, 1, 735)?, 9, i, 735)? }, V::Int(0), 734)?, 733)? { pc = 16; continue; }
                pc = 13;
            }
            13 => {
                // 200: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(738))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 740)?, 4, 740)?, 739)?; let v = V::Int(-1); rt.store1(rt.up(f, 1, 739)?, 8, i, v, 739, 738)?; }
                rt.step(Some(741))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 744)?, V::Int(1), 743)?, 742)?; rt.get1(rt.up(f, 1, 742)?, 9, i, 742)? }; rt.store_slot(f, 12, Some(Ty::Integer), v, 741)?; }
                rt.step(None)?;
                { pc = 17; continue; }
            }
            16 => {
                // 201: else q[УРОВЕНЬ] := 0;
                rt.step(Some(745))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 747)?, 4, 747)?, 746)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 746)?, 8, i, v, 746, 745)?; }
                pc = 17;
            }
            17 => {
                // 202: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(748))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 750)?, V::Int(7), 749)?, 748)? { pc = 20; continue; }
                pc = 18;
            }
            18 => {
                // 202: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(751))?;
                { let v = V::Int(6); rt.store_slot(f, 12, Some(Ty::Integer), v, 751)?; }
                rt.step(None)?;
                { pc = 22; continue; }
            }
            20 => {
                // 202: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(752))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 754)?, V::Int(8), 753)?, 752)? { pc = 22; continue; }
                pc = 21;
            }
            21 => {
                // 202: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(755))?;
                { let v = V::Int(4); rt.store_slot(f, 12, Some(Ty::Integer), v, 755)?; }
                pc = 22;
            }
            22 => {
                // 203: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
                rt.step(Some(756))?;
                { let p = { let a = rt.array(f, 2, 757)?; let s = [rt.int(rt.var(f, 8, 758)?, 757)?]; rt.elem_place(a, &s, 757)? }; let v = V::Int(0); rt.store(p, v, 756)?; }
                rt.step(Some(759))?;
                { let p = { let a = rt.array(f, 2, 760)?; let s = [rt.int(rt.var(f, 9, 761)?, 760)?]; rt.elem_place(a, &s, 760)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 764)?, 763)?, rt.var(f, 12, 765)?, 762)?; rt.store(p, v, 759)?; }
                // 204: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
                rt.step(Some(766))?;
                { let p = { let a = rt.array(f, 3, 767)?; let s = [rt.int(rt.var(f, 9, 768)?, 767)?]; rt.elem_place(a, &s, 767)? }; let v = V::Int(0); rt.store(p, v, 766)?; }
                rt.step(Some(769))?;
                { let p = { let a = rt.array(f, 4, 770)?; let s = [rt.int(rt.var(f, 11, 771)?, 770)?]; rt.elem_place(a, &s, 770)? }; let v = rt.var(f, 9, 772)?; rt.store(p, v, 769)?; }
                // 205: УРОВЕНЬ := УРОВЕНЬ + 1;
                rt.step(Some(773))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 775)?, 4, 775)?, V::Int(1), 774)?; rt.store_slot(rt.up(f, 1, 773)?, 4, Some(Ty::Integer), v, 773)?; }
                // 206: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
                rt.step(Some(776))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 10, 780)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 782)?, 781)?, 779)?, V::Int(7), 778)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 785)?, rt.bin(Op::Add, rt.var(f, 8, 787)?, V::Int(2), 786)?, 784)?, rt.bin(Op::Equal, rt.var(f, 9, 789)?, rt.bin(Op::Sub, rt.var(f, 8, 791)?, V::Int(2), 790)?, 788)?, 783)?, 777)?, 776)? { pc = 43; continue; }
                pc = 28;
            }
            28 => {
                // 210: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                rt.step(Some(792))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 9, 795)?, rt.var(f, 8, 796)?, 794)?, 793)? { rt.bin(Op::Add, rt.var(f, 8, 798)?, V::Int(3), 797)? } else { rt.bin(Op::Sub, rt.var(f, 8, 800)?, V::Int(4), 799)? }; rt.store_slot(f, 13, Some(Ty::Integer), v, 792)?; }
                rt.step(Some(801))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(f, 8, 804)?, rt.var(f, 9, 805)?, 803)?, V::Int(2), 802)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 801)?; }
                // 211: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                rt.step(Some(806))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 13, 809)?, 808)?], 808)? } else { let a = rt.array(fr, 2, 808)?; rt.get(&a, &[rt.int(rt.var(f, 13, 809)?, 808)?], 808)? } }, V::Int(4), 807)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 806)?; }
                rt.step(Some(810))?;
                { let p = { let a = rt.array(f, 2, 811)?; let s = [rt.int(rt.var(f, 13, 812)?, 811)?]; rt.elem_place(a, &s, 811)? }; let v = V::Int(0); rt.store(p, v, 810)?; }
                rt.step(Some(813))?;
                { let p = { let a = rt.array(f, 4, 814)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 14, 816)?, V::Int(10), 815)?, 814)?]; rt.elem_place(a, &s, 814)? }; let v = rt.var(f, 15, 817)?; rt.store(p, v, 813)?; }
                // 212: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.step(Some(818))?;
                { let p = { let a = rt.array(f, 2, 819)?; let s = [rt.int(rt.var(f, 8, 820)?, 819)?]; rt.elem_place(a, &s, 819)? }; let v = V::Int(6); rt.store(p, v, 818)?; }
                rt.step(Some(821))?;
                { let p = { let a = rt.array(f, 2, 822)?; let s = [rt.int(rt.var(f, 15, 823)?, 822)?]; rt.elem_place(a, &s, 822)? }; let v = V::Int(6); rt.store(p, v, 821)?; }
                // 213: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                rt.step(Some(824))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 827)?, 4, 827)?, V::Int(1), 826)?, 825)?; rt.get1(rt.up(f, 1, 825)?, 7, i, 825)? }; rt.store_slot(rt.up(f, 1, 824)?, 2, Some(Ty::Integer), v, 824)?; }
                // 214: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                rt.step(Some(828))?;
                rt.invoke(&P0, rt.up(f, 1, 828)?.clone(), [rt.slot(f, 5, 828)?, rt.slot(f, 3, 828)?, rt.slot(f, 2, 828)?, V::Loc(rt.up(f, 1, 828)?.clone(), 2), V::Label(f.id, 0)], 828)?;
                // 215: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(829))?;
                { let p = { let a = rt.array(f, 2, 830)?; let s = [rt.int(rt.var(f, 8, 831)?, 830)?]; rt.elem_place(a, &s, 830)? }; let v = V::Int(0); rt.store(p, v, 829)?; }
                rt.step(Some(832))?;
                { let p = { let a = rt.array(f, 2, 833)?; let s = [rt.int(rt.var(f, 15, 834)?, 833)?]; rt.elem_place(a, &s, 833)? }; let v = rt.var(f, 14, 835)?; rt.store(p, v, 832)?; }
                // 216: go to ОТВЕТНЫЕ ХОДЫ;
                rt.step(Some(836))?;
                { pc = 43; continue; }
            }
            40 => {
                // 217: ПОД УДАРОМ:
                rt.step(Some(837))?;
                { let p = { let a = rt.array(f, 2, 838)?; let s = [rt.int(rt.var(f, 8, 839)?, 838)?]; rt.elem_place(a, &s, 838)? }; let v = V::Int(0); rt.store(p, v, 837)?; }
                // 218: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(840))?;
                { let p = { let a = rt.array(f, 2, 841)?; let s = [rt.int(rt.var(f, 15, 842)?, 841)?]; rt.elem_place(a, &s, 841)? }; let v = rt.var(f, 14, 843)?; rt.store(p, v, 840)?; }
                // 219: go to ДАЛЕЕ
                rt.step(Some(844))?;
                return Err(rt.goto(rt.formal(f, 6, 845)?, 844));
            }
            43 => {
                // 221: ОТВЕТНЫЕ ХОДЫ:
                rt.step(Some(846))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 849)?, 4, 849)?, V::Int(1), 848)?, 847)?; rt.get1(rt.up(f, 1, 847)?, 7, i, 847)? }; rt.store_slot(rt.up(f, 1, 846)?, 2, Some(Ty::Integer), v, 846)?; }
                // 223: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
                rt.step(Some(850))?;
                rt.invoke(&P0, rt.up(f, 1, 850)?.clone(), [rt.slot(f, 5, 850)?, rt.slot(f, 3, 850)?, rt.slot(f, 2, 850)?, V::Loc(rt.up(f, 1, 850)?.clone(), 2), rt.slot(f, 6, 850)?], 850)?;
                // 224: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
                rt.step(Some(851))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 853)?, 4, 853)?, 852)?; let v = rt.var(rt.up(f, 1, 854)?, 2, 854)?; rt.store1(rt.up(f, 1, 852)?, 7, i, v, 852, 851)?; }
                pc = 46;
            }
            _ => return Ok(()),
        }
    }
}

static P4: rt::ProcDef = rt::ProcDef { name: "ВВОД ФИГУР", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 855), (2, false, Spec::Array(Some(Ty::Integer)), 856)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p4_ВВОДФИГУР, site: 857 };
/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 235: input(k);
                rt.step(Some(858))?;
                { rt.input_into(Place::Slot(f.clone(), 4, Some(Ty::Integer)), 858)?; V::Empty };
                // 236: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(859))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 859)?; }
                rt.step(Some(859))?;
                { let v = rt.var(f, 3, 860)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 859)? { pc = 7; continue; } }
                pc = 3;
            }
            3 => {
                rt.step(None)?;
                { pc = 5; continue; }
            }
            4 => {
                rt.step(None)?;
                { pc = 7; continue; }
            }
            5 => {
                // 236: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(861))?;
                { let p = { let a = rt.array(f, 1, 862)?; let s = [rt.int(rt.var(f, 3, 863)?, 862)?]; rt.elem_place(a, &s, 862)? }; let v = V::Int(0); rt.store(p, v, 861)?; }
                rt.step(Some(859))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 859)? }; pc = if done { 7 } else { 5 }; continue; }
                { let v = rt.var(f, 3, 860)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 859)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 859)?; }
                { let v = rt.var(f, 3, 860)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 859)? { 7 } else { 5 }; continue; }
            }
            7 => {
                // 237: for j := 1 step 1 until k do
                rt.step(Some(864))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 864)?; }
                rt.step(Some(864))?;
                { let v = rt.var(f, 3, 865)?; let b = V::Int(1); let c = rt.var(f, 4, 866)?; if rt.exhausted(&v, &b, &c, 864)? { pc = 16; continue; } }
                pc = 9;
            }
            9 => {
                rt.step(None)?;
                { pc = 11; continue; }
            }
            10 => {
                rt.step(None)?;
                { pc = 16; continue; }
            }
            11 => {
                // 239: input(КОД, ПОЛЕ);
                rt.step(Some(867))?;
                { rt.input_into(Place::Slot(f.clone(), 5, Some(Ty::Integer)), 867)?; rt.input_into(Place::Slot(f.clone(), 6, Some(Ty::Integer)), 867)?; V::Empty };
                // 240: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                rt.step(Some(868))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 6, 873)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 876)?, V::Int(10), 875)?, V::Int(10), 874)?, 872)?, V::Int(1), 871)?, 870)?, rt.bin(Op::IntDiv, rt.var(f, 6, 878)?, V::Int(10), 877)?, 869)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 868)?; }
                // 241: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.step(Some(879))?;
                { let p = { let a = rt.array(f, 1, 880)?; let s = [rt.int(rt.var(f, 3, 881)?, 880)?]; rt.elem_place(a, &s, 880)? }; let v = rt.var(f, 6, 882)?; rt.store(p, v, 879)?; }
                rt.step(Some(883))?;
                { let p = { let a = rt.array(f, 2, 884)?; let s = [rt.int(rt.var(f, 6, 885)?, 884)?]; rt.elem_place(a, &s, 884)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 3, 888)?, 887)?, rt.var(f, 5, 889)?, 886)?; rt.store(p, v, 883)?; }
                // 237: for j := 1 step 1 until k do
                rt.step(Some(864))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 4, 866)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 864)? }; pc = if done { 16 } else { 11 }; continue; }
                { let v = rt.var(f, 3, 865)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 864)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 864)?; }
                { let v = rt.var(f, 3, 865)?; let b = V::Int(1); let c = rt.var(f, 4, 866)?; pc = if rt.exhausted(&v, &b, &c, 864)? { 16 } else { 11 }; continue; }
            }
            _ => return Ok(()),
        }
    }
}

static P5: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЗИЦИИ", params: &[], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p5_ПЕЧАТЬПОЗИЦИИ, site: 890 };
/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 259: if УРОВЕНЬ = 2 then
                rt.step(Some(891))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(rt.up(f, 1, 893)?, 4, 893)?, V::Int(2), 892)?, 891)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 261: Х := СПИСОК[Б1];
                rt.step(Some(894))?;
                { let v = { let i = rt.int(rt.var(rt.up(f, 1, 896)?, 5, 896)?, 895)?; rt.get1(rt.up(f, 1, 895)?, 9, i, 895)? }; rt.store_slot(f, 4, Some(Ty::Integer), v, 894)?; }
                // 262: output('/');  outstring(1, 'КЛЮЧ ');
                rt.step(Some(897))?;
                { let format = rt.format_string(V::Str("/"), 897)?; let values = []; rt.output(format, &values, 897)?; V::Empty };
                rt.step(Some(898))?;
                { V::Int(1); rt.outstring(V::Str("КЛЮЧ "), 898)?; V::Empty };
                // 263: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
                rt.step(Some(899))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T16, f.clone())], 899)?;
                rt.step(Some(902))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T17, f.clone())], 902)?;
                // 264: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(908))?;
                if !rt.bool(rt.bin(Op::Equal, { let i = rt.int(V::Int(1), 910)?; rt.get1(rt.up(f, 1, 910)?, 8, i, 910)? }, V::Int(-1), 909)?, 908)? { pc = 8; continue; }
                pc = 7;
            }
            7 => {
                // 264: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(911))?;
                { V::Int(1); let text = rt.string(V::Str("nbrq"), 911)?; rt.outchar(text, rt.bin(Op::Sub, { let i = rt.int(rt.bin(Op::Add, rt.var(rt.up(f, 1, 915)?, 5, 915)?, V::Int(1), 914)?, 913)?; rt.get1(rt.up(f, 1, 913)?, 9, i, 913)? }, V::Int(1), 912)?, 911)?; V::Empty };
                pc = 8;
            }
            8 => {
                // 266: for Г := 7 step -1 until 0 do
                rt.step(Some(916))?;
                { let v = V::Int(7); rt.store_slot(f, 1, Some(Ty::Integer), v, 916)?; }
                rt.step(Some(916))?;
                { let v = rt.var(f, 1, 917)?; let b = V::Int(-1); let c = V::Int(0); if rt.exhausted(&v, &b, &c, 916)? { pc = 30; continue; } }
                pc = 10;
            }
            10 => {
                rt.step(None)?;
                { pc = 12; continue; }
            }
            11 => {
                rt.step(None)?;
                { pc = 30; continue; }
            }
            12 => {
                // 268: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                rt.step(Some(918))?;
                { let format = rt.format_string(V::Str("/"), 918)?; let values = []; rt.output(format, &values, 918)?; V::Empty };
                rt.step(Some(919))?;
                { V::Int(1); let text = rt.string(V::Str("12345678"), 919)?; rt.outchar(text, rt.bin(Op::Add, rt.var(f, 1, 921)?, V::Int(1), 920)?, 919)?; V::Empty };
                rt.step(Some(922))?;
                { V::Int(1); rt.outstring(V::Str(" "), 922)?; V::Empty };
                // 269: for В := 1 step 1 until 8 do
                rt.step(Some(923))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 923)?; }
                rt.step(Some(923))?;
                { let v = rt.var(f, 2, 924)?; let b = V::Int(1); let c = V::Int(8); if rt.exhausted(&v, &b, &c, 923)? { pc = 29; continue; } }
                pc = 17;
            }
            17 => {
                rt.step(None)?;
                { pc = 19; continue; }
            }
            18 => {
                rt.step(None)?;
                { pc = 29; continue; }
            }
            19 => {
                // 271: К := ДОСКА БЕЛЫХ[8 × Г + В];
                rt.step(Some(925))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 929)?, 928)?, rt.var(f, 2, 930)?, 927)?, 926)?; rt.get1(rt.up(f, 1, 926)?, 12, i, 926)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 925)?; }
                // 272: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(931))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 933)?, V::Int(0), 932)?, 931)? { pc = 23; continue; }
                pc = 21;
            }
            21 => {
                // 272: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(934))?;
                { V::Int(1); let text = rt.string(V::Str("PNBRQKKR"), 934)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 936)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 939)?, V::Int(10), 938)?, V::Int(10), 937)?, 935)?, 934)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            23 => {
                // 275: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                rt.step(Some(940))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 944)?, 943)?, rt.var(f, 2, 945)?, 942)?, 941)?; rt.get1(rt.up(f, 1, 941)?, 13, i, 941)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 940)?; }
                // 276: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(946))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 948)?, V::Int(0), 947)?, 946)? { pc = 27; continue; }
                pc = 25;
            }
            25 => {
                // 276: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(949))?;
                { V::Int(1); let text = rt.string(V::Str("pnbrqkkr"), 949)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 951)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 954)?, V::Int(10), 953)?, V::Int(10), 952)?, 950)?, 949)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            27 => {
                // 276: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(955))?;
                { V::Int(1); rt.outstring(V::Str("."), 955)?; V::Empty };
                pc = 28;
            }
            28 => {
                // 269: for В := 1 step 1 until 8 do
                rt.step(Some(923))?;
                if let Some(n) = rt.step_local(f, 2, 1) { let done = match V::Int(8) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 923)? }; pc = if done { 29 } else { 19 }; continue; }
                { let v = rt.var(f, 2, 924)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 923)?; let p = Place::Slot(f.clone(), 2, Some(Ty::Integer)); rt.store(p, sum, 923)?; }
                { let v = rt.var(f, 2, 924)?; let b = V::Int(1); let c = V::Int(8); pc = if rt.exhausted(&v, &b, &c, 923)? { 29 } else { 19 }; continue; }
            }
            29 => {
                // 266: for Г := 7 step -1 until 0 do
                rt.step(Some(916))?;
                if let Some(n) = rt.step_local(f, 1, -1) { let done = match V::Int(0) { V::Int(c) => n < c, other => rt.exhausted(&V::Int(n), &V::Int(-1), &other, 916)? }; pc = if done { 30 } else { 12 }; continue; }
                { let v = rt.var(f, 1, 917)?; let b = V::Int(-1); let sum = rt.bin(Op::Add, v, b, 916)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 916)?; }
                { let v = rt.var(f, 1, 917)?; let b = V::Int(-1); let c = V::Int(0); pc = if rt.exhausted(&v, &b, &c, 916)? { 30 } else { 12 }; continue; }
            }
            30 => {
                // 280: output('/');  outstring(1, '  abcdefgh');  output('/')
                rt.step(Some(956))?;
                { let format = rt.format_string(V::Str("/"), 956)?; let values = []; rt.output(format, &values, 956)?; V::Empty };
                rt.step(Some(957))?;
                { V::Int(1); rt.outstring(V::Str("  abcdefgh"), 957)?; V::Empty };
                rt.step(Some(958))?;
                { let format = rt.format_string(V::Str("/"), 958)?; let values = []; rt.output(format, &values, 958)?; V::Empty };
                pc = 33;
            }
            _ => return Ok(()),
        }
    }
}

static P6: rt::ProcDef = rt::ProcDef { name: "ЗАПИСЬ", params: &[(1, true, Spec::Simple(Ty::Integer), 959), (2, true, Spec::Simple(Ty::Integer), 960)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p6_ЗАПИСЬ, site: 961 };
/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 43: С := ЧУЖАЯ ДОСКА[НА];
                rt.step(Some(962))?;
                { let v = { let fr = rt.up(f, 1, 963)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 1, 964)?, 963)?], 963)? } else { let a = rt.array(fr, 3, 963)?; rt.get(&a, &[rt.int(rt.var(f, 1, 964)?, 963)?], 963)? } }; rt.store_slot(rt.up(f, 1, 962)?, 18, Some(Ty::Integer), v, 962)?; }
                // 44: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(965))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 969)?, 18, 969)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 972)?, 18, 972)?, V::Int(10), 971)?, V::Int(10), 970)?, 968)?, V::Int(6), 967)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 975)?, 18, 975)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 978)?, 18, 978)?, V::Int(10), 977)?, V::Int(10), 976)?, 974)?, V::Int(7), 973)?, 966)?, 965)? { pc = 3; continue; }
                pc = 2;
            }
            2 => {
                // 44: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(979))?;
                return Err(rt.goto(rt.formal(rt.up(f, 1, 980)?, 5, 980)?, 979));
            }
            3 => {
                // 45: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(981))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 983)?, 7, 983)?, V::Int(1), 982)?; rt.store_slot(rt.up(f, 1, 981)?, 7, Some(Ty::Integer), v, 981)?; }
                rt.step(Some(984))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 986)?, 7, 986)?, 985)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 988)?, 10, 988)?, rt.var(f, 1, 989)?, 987)?; rt.store1(rt.up(f, 2, 985)?, 9, i, v, 985, 984)?; }
                // 46: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(990))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 992)?, V::Int(0), 991)?, 990)? { pc = 8; continue; }
                pc = 6;
            }
            6 => {
                // 46: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(993))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 995)?, 7, 995)?, V::Int(1), 994)?; rt.store_slot(rt.up(f, 1, 993)?, 7, Some(Ty::Integer), v, 993)?; }
                rt.step(Some(996))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 998)?, 7, 998)?, 997)?; let v = rt.var(f, 2, 999)?; rt.store1(rt.up(f, 2, 997)?, 9, i, v, 997, 996)?; }
                pc = 8;
            }
            8 => {
                // 47: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
                rt.step(Some(1000))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1002)?, 7, 1002)?, V::Int(1), 1001)?; rt.store_slot(rt.up(f, 1, 1000)?, 7, Some(Ty::Integer), v, 1000)?; }
                rt.step(Some(1003))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1005)?, 7, 1005)?, 1004)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1009)?, 10, 1009)?, rt.var(f, 1, 1010)?, 1008)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(rt.up(f, 1, 1013)?, 18, 1013)?, rt.var(rt.up(f, 1, 1014)?, 11, 1014)?, 1012)?, 1011)?, 1007)?, 1006)?; rt.store1(rt.up(f, 2, 1004)?, 9, i, v, 1004, 1003)?; }
                pc = 10;
            }
            _ => return Ok(()),
        }
    }
}

static P7: rt::ProcDef = rt::ProcDef { name: "ХОД ПЕШКИ", params: &[(1, true, Spec::Simple(Ty::Integer), 1015)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p7_ХОДПЕШКИ, site: 1016 };
/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 51: if НА > 56 ∨ НА < 9 then
                rt.step(Some(1017))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Greater, rt.var(f, 1, 1020)?, V::Int(56), 1019)?, rt.bin(Op::Less, rt.var(f, 1, 1022)?, V::Int(9), 1021)?, 1018)?, 1017)? { pc = 6; continue; }
                pc = 1;
            }
            1 => {
                // 52: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
                rt.step(Some(1023))?;
                rt.invoke(&P6, rt.up(f, 1, 1023)?.clone(), [V::Loc(f.clone(), 1), V::Int(5)], 1023)?;
                rt.step(Some(1024))?;
                rt.invoke(&P6, rt.up(f, 1, 1024)?.clone(), [V::Loc(f.clone(), 1), V::Int(4)], 1024)?;
                rt.step(Some(1025))?;
                rt.invoke(&P6, rt.up(f, 1, 1025)?.clone(), [V::Loc(f.clone(), 1), V::Int(3)], 1025)?;
                rt.step(Some(1026))?;
                rt.invoke(&P6, rt.up(f, 1, 1026)?.clone(), [V::Loc(f.clone(), 1), V::Int(2)], 1026)?;
                rt.step(None)?;
                { pc = 7; continue; }
            }
            6 => {
                // 53: else ЗАПИСЬ(НА, 0);
                rt.step(Some(1027))?;
                rt.invoke(&P6, rt.up(f, 1, 1027)?.clone(), [V::Loc(f.clone(), 1), V::Int(0)], 1027)?;
                pc = 7;
            }
            _ => return Ok(()),
        }
    }
}

static P8: rt::ProcDef = rt::ProcDef { name: "РОКИРОВКА", params: &[(1, true, Spec::Simple(Ty::Integer), 1028), (2, true, Spec::Simple(Ty::Integer), 1029)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p8_РОКИРОВКА, site: 1030 };
/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[17];
    let mut pc = 0;
    loop {
        match p8_РОКИРОВКА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p8_РОКИРОВКА` from instruction `pc` on.
fn p8_РОКИРОВКА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 57: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(1031))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 1033)?, rt.var(rt.up(f, 1, 1034)?, 8, 1034)?, 1032)?, 1031)? { pc = 4; continue; }
                pc = 1;
            }
            1 => {
                // 57: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(1035))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1037)?, 8, 1037)?, V::Int(1), 1036)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1035)?; }
                rt.step(Some(1038))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 2, 1040)?, V::Int(1), 1039)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1038)?; }
                rt.step(None)?;
                { pc = 6; continue; }
            }
            4 => {
                // 58: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
                rt.step(Some(1041))?;
                { let v = rt.bin(Op::Add, rt.var(f, 2, 1043)?, V::Int(1), 1042)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1041)?; }
                rt.step(Some(1044))?;
                { let v = rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1046)?, 8, 1046)?, V::Int(1), 1045)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1044)?; }
                pc = 6;
            }
            6 => {
                // 59: for П := ОТ step 1 until ДО do
                rt.step(Some(1047))?;
                { let v = rt.var(f, 4, 1048)?; rt.store_slot(f, 3, Some(Ty::Integer), v, 1047)?; }
                rt.step(Some(1047))?;
                { let v = rt.var(f, 3, 1049)?; let b = V::Int(1); let c = rt.var(f, 5, 1050)?; if rt.exhausted(&v, &b, &c, 1047)? { pc = 13; continue; } }
                pc = 8;
            }
            8 => {
                rt.step(None)?;
                { pc = 10; continue; }
            }
            9 => {
                rt.step(None)?;
                { pc = 13; continue; }
            }
            10 => {
                // 60: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1051))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1054)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 3, 1055)?, 1054)?], 1054)? } else { let a = rt.array(fr, 2, 1054)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1055)?, 1054)?], 1054)? } }, V::Int(0), 1053)?, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1057)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 3, 1058)?, 1057)?], 1057)? } else { let a = rt.array(fr, 3, 1057)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1058)?, 1057)?], 1057)? } }, V::Int(0), 1056)?, 1052)?, 1051)? { pc = 12; continue; }
                pc = 11;
            }
            11 => {
                // 60: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1059))?;
                { pc = 17; continue; }
            }
            12 => {
                // 59: for П := ОТ step 1 until ДО do
                rt.step(Some(1047))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 5, 1050)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1047)? }; pc = if done { 13 } else { 10 }; continue; }
                { let v = rt.var(f, 3, 1049)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1047)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 1047)?; }
                { let v = rt.var(f, 3, 1049)?; let b = V::Int(1); let c = rt.var(f, 5, 1050)?; pc = if rt.exhausted(&v, &b, &c, 1047)? { 13 } else { 10 }; continue; }
            }
            13 => {
                // 61: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(1060))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1062)?, 7, 1062)?, V::Int(1), 1061)?; rt.store_slot(rt.up(f, 1, 1060)?, 7, Some(Ty::Integer), v, 1060)?; }
                rt.step(Some(1063))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1065)?, 7, 1065)?, 1064)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1067)?, 10, 1067)?, rt.var(f, 1, 1068)?, 1066)?; rt.store1(rt.up(f, 2, 1064)?, 9, i, v, 1064, 1063)?; }
                // 62: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
                rt.step(Some(1069))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1071)?, 7, 1071)?, V::Int(1), 1070)?; rt.store_slot(rt.up(f, 1, 1069)?, 7, Some(Ty::Integer), v, 1069)?; }
                rt.step(Some(1072))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1074)?, 7, 1074)?, 1073)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 1079)?, 1078)?, rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1082)?, 8, 1082)?, rt.var(f, 1, 1083)?, 1081)?, V::Int(2), 1080)?, 1077)?, rt.bin(Op::Mul, V::Int(10000000), { let fr = rt.up(f, 1, 1085)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 2, 1086)?, 1085)?], 1085)? } else { let a = rt.array(fr, 2, 1085)?; rt.get(&a, &[rt.int(rt.var(f, 2, 1086)?, 1085)?], 1085)? } }, 1084)?, 1076)?, 1075)?; rt.store1(rt.up(f, 2, 1073)?, 9, i, v, 1073, 1072)?; }
                pc = 17;
            }
            _ => return Ok(()),
        }
    }
}

static P9: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 1087)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p9_ПЕЧАТЬПОЛЯ, site: 1088 };
/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    // 255: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    rt.step(Some(1089))?;
    { V::Int(1); let text = rt.string(V::Str("abcdefgh"), 1089)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 1, 1091)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1095)?, V::Int(1), 1094)?, V::Int(8), 1093)?, V::Int(8), 1092)?, 1090)?, 1089)?; V::Empty };
    // 256: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    rt.step(Some(1096))?;
    { V::Int(1); let text = rt.string(V::Str("12345678"), 1096)?; rt.outchar(text, rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1100)?, V::Int(1), 1099)?, V::Int(8), 1098)?, V::Int(1), 1097)?, 1096)?; V::Empty };
    Ok(())
}

static T0: rt::ThunkDef = rt::ThunkDef { eval: t0, place: Some(t0_place) };
fn t0(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 158)?, 157)?; rt.get1(f, 10, i, 157)? })
}
fn t0_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 10, 157)?; let s = [rt.int(rt.var(f, 6, 158)?, 157)?]; rt.elem_place(a, &s, 157) }
}

static T1: rt::ThunkDef = rt::ThunkDef { eval: t1, place: Some(t1_place) };
fn t1(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 171)?, 170)?; rt.get1(f, 10, i, 170)? })
}
fn t1_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 10, 170)?; let s = [rt.int(rt.var(f, 6, 171)?, 170)?]; rt.elem_place(a, &s, 170) }
}

static T2: rt::ThunkDef = rt::ThunkDef { eval: t2, place: Some(t2_place) };
fn t2(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 183)?, 182)?; rt.get1(f, 8, i, 182)? }, V::Int(-1), 181)?, 180)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 186)?, 185)?; rt.get1(f, 10, i, 185)? }, V::Int(2), 184)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 189)?, 188)?; rt.get1(f, 10, i, 188)? }, V::Int(1), 187)? }, 179)?; rt.get1(f, 9, i, 179)? })
}
fn t2_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 9, 179)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 183)?, 182)?; rt.get1(f, 8, i, 182)? }, V::Int(-1), 181)?, 180)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 186)?, 185)?; rt.get1(f, 10, i, 185)? }, V::Int(2), 184)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 189)?, 188)?; rt.get1(f, 10, i, 188)? }, V::Int(1), 187)? }, 179)?]; rt.elem_place(a, &s, 179) }
}

static T3: rt::ThunkDef = rt::ThunkDef { eval: t3, place: Some(t3_place) };
fn t3(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 230)?, 229)?; rt.get1(f, 8, i, 229)? }, V::Int(-1), 228)?, 227)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 233)?, 232)?; rt.get1(f, 10, i, 232)? }, V::Int(2), 231)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 236)?, 235)?; rt.get1(f, 10, i, 235)? }, V::Int(1), 234)? }, 226)?; rt.get1(f, 9, i, 226)? })
}
fn t3_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 9, 226)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 230)?, 229)?; rt.get1(f, 8, i, 229)? }, V::Int(-1), 228)?, 227)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 233)?, 232)?; rt.get1(f, 10, i, 232)? }, V::Int(2), 231)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 236)?, 235)?; rt.get1(f, 10, i, 235)? }, V::Int(1), 234)? }, 226)?]; rt.elem_place(a, &s, 226) }
}

static T4: rt::ThunkDef = rt::ThunkDef { eval: t4, place: Some(t4_place) };
fn t4(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 239)?, 238)?; rt.get1(f, 10, i, 238)? })
}
fn t4_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 10, 238)?; let s = [rt.int(rt.var(f, 6, 239)?, 238)?]; rt.elem_place(a, &s, 238) }
}

static T5: rt::ThunkDef = rt::ThunkDef { eval: t5, place: Some(t5_place) };
fn t5(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 270)?, 269)?; rt.get1(f, 8, i, 269)? }, V::Int(-1), 268)?, 267)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 273)?, 272)?; rt.get1(f, 10, i, 272)? }, V::Int(2), 271)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 276)?, 275)?; rt.get1(f, 10, i, 275)? }, V::Int(1), 274)? }, 266)?; rt.get1(f, 9, i, 266)? })
}
fn t5_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 9, 266)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 270)?, 269)?; rt.get1(f, 8, i, 269)? }, V::Int(-1), 268)?, 267)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 273)?, 272)?; rt.get1(f, 10, i, 272)? }, V::Int(2), 271)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 276)?, 275)?; rt.get1(f, 10, i, 275)? }, V::Int(1), 274)? }, 266)?]; rt.elem_place(a, &s, 266) }
}

static T6: rt::ThunkDef = rt::ThunkDef { eval: t6, place: Some(t6_place) };
fn t6(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 279)?, 278)?; rt.get1(f, 10, i, 278)? })
}
fn t6_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 10, 278)?; let s = [rt.int(rt.var(f, 6, 279)?, 278)?]; rt.elem_place(a, &s, 278) }
}

static T7: rt::ThunkDef = rt::ThunkDef { eval: t7, place: None };
fn t7(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 397)?, rt.var(f, 21, 398)?, 396)?)
}

static T8: rt::ThunkDef = rt::ThunkDef { eval: t8, place: None };
fn t8(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 16, 409)?, V::Int(1), 408)?)
}

static T9: rt::ThunkDef = rt::ThunkDef { eval: t9, place: None };
fn t9(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 420)?, V::Int(1), 419)?)
}

static T10: rt::ThunkDef = rt::ThunkDef { eval: t10, place: None };
fn t10(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 561)?, V::Int(2), 560)?)
}

static T11: rt::ThunkDef = rt::ThunkDef { eval: t11, place: None };
fn t11(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 563)?, V::Int(3), 562)?)
}

static T12: rt::ThunkDef = rt::ThunkDef { eval: t12, place: None };
fn t12(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 577)?, V::Int(2), 576)?)
}

static T13: rt::ThunkDef = rt::ThunkDef { eval: t13, place: None };
fn t13(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 579)?, V::Int(4), 578)?)
}

static T14: rt::ThunkDef = rt::ThunkDef { eval: t14, place: None };
fn t14(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(rt.up(f, 1, 699)?, 4, 699)?, 698)?; rt.get1(rt.up(f, 1, 698)?, 8, i, 698)? }, V::Int(-1), 697)?, 696)? { rt.bin(Op::Sub, rt.var(f, 1, 701)?, V::Int(2), 700)? } else { rt.bin(Op::Sub, rt.var(f, 1, 703)?, V::Int(1), 702)? })
}

static T15: rt::ThunkDef = rt::ThunkDef { eval: t15, place: None };
fn t15(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Greater, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 706)?], 706)? } else { let a = rt.array(fr, 4, 706)?; rt.get(&a, &[rt.int(V::Int(0), 706)?], 706)? } }, V::Int(0), 705)?, 704)? { V::Int(5) } else { V::Int(61) })
}

static T16: rt::ThunkDef = rt::ThunkDef { eval: t16, place: None };
fn t16(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::IntDiv, rt.var(f, 4, 901)?, V::Int(100), 900)?)
}

static T17: rt::ThunkDef = rt::ThunkDef { eval: t17, place: None };
fn t17(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 4, 904)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 4, 907)?, V::Int(100), 906)?, V::Int(100), 905)?, 903)?)
}

